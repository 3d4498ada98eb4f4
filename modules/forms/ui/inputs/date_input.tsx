import '@mantine/dates/styles.css'
import { DatePickerInput } from '@mantine/dates'
import dayjs from 'dayjs'
import type { DateBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'

/** The picker's calendar day ('YYYY-MM-DD') of a stored instant or date, in the person's zone. */
const dayOf = (iso: string | undefined | null) => (iso ? dayjs(iso).format('YYYY-MM-DD') : null)

/** A date: stores the start of the chosen day (in the person's zone) as ISO and honours min/max (spec 001 §5.1). */
export function DateBlockInput({ block, value, onChange, field, readOnly }: FormInputProps<DateBlock, string | null | undefined>) {
  return (
    <DatePickerInput
      {...field}
      value={dayOf(value)}
      onChange={(day) => onChange(day ? dayjs(day).startOf('day').toISOString() : null)}
      minDate={dayOf(block.minDate) ?? undefined}
      maxDate={dayOf(block.maxDate) ?? undefined}
      valueFormat="D MMMM YYYY"
      clearable={!readOnly}
      readOnly={readOnly}
    />
  )
}
