import { Input, SegmentedControl } from '@mantine/core'
import { CONFIDENCE_SCALE, type CustomBlock } from '../../../forms/shared/index'
import { describedBy, type FormInputProps } from '../../../forms/ui/index'

const STEPS = Array.from({ length: CONFIDENCE_SCALE.max - CONFIDENCE_SCALE.min + 1 }, (_, index) => String(CONFIDENCE_SCALE.min + index))

/**
 * The reference form's custom component (forms' CONFIDENCE_SCALE): a whole number from 1 to 5.
 * Its rules live in forms' shared custom_inputs; this is only how it looks.
 */
export function ConfidenceScaleInput({ value, onChange, field, readOnly }: FormInputProps<CustomBlock, number | null | undefined>) {
  return (
    <Input.Wrapper {...field} labelElement="div">
      <SegmentedControl
        mt={6}
        fullWidth
        data={STEPS}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(next) => onChange(Number(next))}
        readOnly={readOnly}
        aria-labelledby={`${field.id}-label`}
        aria-describedby={describedBy(field)}
      />
    </Input.Wrapper>
  )
}
