import { DateTime } from 'luxon'
import { DAY_PARTS, SLOT_VALUES, WEEKDAY_VALUES, type DayPart, type Slot, type Weekday } from './shared/availability.js'

/*
 * Slots in a time zone ⇄ hours of the week in UTC (0 = Monday 00:00 UTC … 167). Pure, so unit-tested.
 * Decision: a zone's offset is read in the week of `at` (the save, or the search): across a
 * daylight-saving change a slot may be an hour off until the tutor saves again.
 */
export const HOURS_IN_WEEK = 168

function hoursOfPart(part: DayPart) {
  const found = DAY_PARTS.find((entry) => entry.value === part)!
  return Array.from({ length: found.to - found.from }, (_, index) => found.from + index)
}

/** The UTC hours of the week a set of local hours covers (day: 1 Monday … 7 Sunday). */
function utcHours(zone: string, at: DateTime, local: { day: number; hour: number }[]) {
  const monday = at.setZone(zone).startOf('week')
  const hours = new Set<number>()
  for (const { day, hour } of local) {
    const instant = monday.plus({ days: day - 1 }).set({ hour }).toUTC()
    hours.add((((instant.weekday - 1) * 24 + instant.hour) % HOURS_IN_WEEK + HOURS_IN_WEEK) % HOURS_IN_WEEK)
  }
  return [...hours].sort((a, b) => a - b)
}

/** The UTC hours of the week the tutor's slots cover, in their zone. */
export function slotsToUtcHours(slots: readonly Slot[], zone: string, at: DateTime = DateTime.utc()): number[] {
  const local = slots.flatMap((slot) => {
    const [day, part] = slot.split('-') as [Weekday, DayPart]
    return hoursOfPart(part).map((hour) => ({ day: WEEKDAY_VALUES.indexOf(day) + 1, hour }))
  })
  return utcHours(zone, at, local)
}

/**
 * A learner's filter in their zone: a weekday, a part of the day, or both (null: any). The UTC hours
 * of the week it means; a tutor matches when one of their hours is among them.
 */
export function filterToUtcHours(filter: { day: Weekday | null; part: DayPart | null }, zone: string, at: DateTime = DateTime.utc()): number[] {
  const days = filter.day ? [WEEKDAY_VALUES.indexOf(filter.day) + 1] : [1, 2, 3, 4, 5, 6, 7]
  const hours = filter.part ? hoursOfPart(filter.part) : DAY_PARTS.flatMap((part) => hoursOfPart(part.value))
  return utcHours(zone, at, days.flatMap((day) => hours.map((hour) => ({ day, hour }))))
}

/** The slots, in a viewer's zone, that a tutor's UTC hours touch (for the directory card). */
export function utcHoursToSlots(hours: readonly number[], zone: string, at: DateTime = DateTime.utc()): Slot[] {
  const mine = new Set(hours)
  return SLOT_VALUES.filter((slot) => slotsToUtcHours([slot], zone, at).some((hour) => mine.has(hour)))
}
