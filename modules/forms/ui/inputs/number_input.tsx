import { NumberInput } from '@mantine/core'
import type { NumberBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

/** A number with the block's min, max and placeholder (spec 001 §5.1); cleared, it holds null. */
export function NumberBlockInput({ block, value, onChange, field, readOnly }: FormInputProps<NumberBlock, number | null | undefined>) {
  return (
    <NumberInput
      {...field}
      min={block.min}
      max={block.max}
      placeholder={block.placeholder}
      readOnly={readOnly}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : next.trim() === '' ? null : Number(next))}
    />
  )
}
