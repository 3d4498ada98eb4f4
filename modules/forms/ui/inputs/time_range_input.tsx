import { Input, RangeSlider, Text } from '@mantine/core'
import { TIME_RANGE, type TimeRangeBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

type Hours = [number, number]

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`
const MARKS = [0, 6, 12, 18, 24].map((hour) => ({ value: hour, label: hourText(hour) }))

/**
 * time-range: two whole hours from 0 to 24, step 1 (spec 001 §3.10, 002 §9). Until the person moves
 * a thumb the block holds no value (a required one then asks for an answer), and the slider shows
 * the whole day.
 */
export function TimeRangeBlockInput({ value, onChange, field, readOnly }: FormInputProps<TimeRangeBlock, Hours | null | undefined>) {
  const chosen = Array.isArray(value) && value.length === 2 ? value : null
  return (
    <Input.Wrapper {...field} labelElement="div">
      <Text size="sm" mt={4} id={`${field.id}-chosen`}>
        {chosen ? `From ${hourText(chosen[0])} to ${hourText(chosen[1])}` : 'No hours chosen yet'}
      </Text>
      <RangeSlider
        mt="xs"
        mb="xl"
        mx="xs"
        min={TIME_RANGE.min}
        max={TIME_RANGE.max}
        step={TIME_RANGE.step}
        minRange={1}
        marks={MARKS}
        label={hourText}
        value={chosen ?? [TIME_RANGE.min, TIME_RANGE.max]}
        onChange={(next) => onChange([next[0], next[1]])}
        disabled={readOnly}
        thumbFromLabel={`${field.label}: from`}
        thumbToLabel={`${field.label}: to`}
        thumbValueText={hourText}
        aria-describedby={`${field.id}-chosen`}
      />
    </Input.Wrapper>
  )
}
