/*
 * Availability slots of a one-on-one profile (issue 18 §2), for the server and the pages: a weekday
 * and a part of the day, in the tutor's own time zone. Night hours (22:00–06:00) are not offered:
 * most learners are 13–17.
 */
export const WEEKDAYS = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
] as const
export type Weekday = (typeof WEEKDAYS)[number]['value']

export const DAY_PARTS = [
  { value: 'morning', label: 'Morning (6:00–12:00)', from: 6, to: 12 },
  { value: 'afternoon', label: 'Afternoon (12:00–17:00)', from: 12, to: 17 },
  { value: 'evening', label: 'Evening (17:00–22:00)', from: 17, to: 22 },
] as const
export type DayPart = (typeof DAY_PARTS)[number]['value']

export const WEEKDAY_VALUES = WEEKDAYS.map((day) => day.value) as Weekday[]
export const DAY_PART_VALUES = DAY_PARTS.map((part) => part.value) as DayPart[]

/** "mon-evening": the stored form of a slot. */
export type Slot = `${Weekday}-${DayPart}`
export const SLOT_VALUES: Slot[] = WEEKDAY_VALUES.flatMap((day) => DAY_PART_VALUES.map((part) => `${day}-${part}` as Slot))

export function slotLabel(slot: string) {
  const [day, part] = slot.split('-')
  const dayLabel = WEEKDAYS.find((entry) => entry.value === day)?.label ?? day
  return `${dayLabel} ${part}`
}
