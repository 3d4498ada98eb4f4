import { TextInput } from '@mantine/core'
import type { PhoneBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

/** A phone number: a string of 10 to 15 characters (spec 001 §5.1), any format the person types. */
export function PhoneBlockInput({ value, onChange, field, readOnly }: FormInputProps<PhoneBlock, string | undefined>) {
  return (
    <TextInput
      {...field}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      value={value ?? ''}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
