import { DateTime } from 'luxon'

/*
 * Session times of a series generated from its template (spec 002 §9 "Schedule types: weekly,
 * biweekly, everyTwoWeeks").
 *
 * Decision (spec 002 §9 names both "biweekly" and "everyTwoWeeks", so they must differ):
 *   - weekly:        `sessionsPerWeek` sessions every week, for `weeks` weeks;
 *   - biweekly:      twice a week (the template's sessionsPerWeek is read as 2), for `weeks` weeks;
 *   - everyTwoWeeks: once every two weeks (weeks 1, 3, 5, …) within `weeks` weeks.
 * Sessions of one week are spread over it from the first session's weekday: session i of n
 * falls floor(i × 7 / n) days after the week's first one (2 a week: Mon + Thu; 3: Mon, Wed, Fri).
 *
 * Everything is calendar arithmetic in the tutor's zone, so a 17:00 session stays at 17:00
 * local time across daylight-saving changes (its UTC instant moves instead).
 */
export const SCHEDULE_TYPES = ['weekly', 'biweekly', 'everyTwoWeeks'] as const
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]

export type ScheduleSpec = {
  scheduleType: ScheduleType
  sessionsPerWeek: number
  weeks: number
}

export const MAX_SESSIONS_PER_WEEK = 7
export const MAX_WEEKS = 52

/** The pattern a schedule type stands for: sessions per active week, and weeks between them. */
export function schedulePattern(spec: ScheduleSpec): { perWeek: number; everyNthWeek: number } {
  switch (spec.scheduleType) {
    case 'weekly':
      return { perWeek: spec.sessionsPerWeek, everyNthWeek: 1 }
    case 'biweekly':
      return { perWeek: 2, everyNthWeek: 1 }
    case 'everyTwoWeeks':
      return { perWeek: 1, everyNthWeek: 2 }
    default:
      throw new Error(`Unknown schedule type: ${String(spec.scheduleType)}`)
  }
}

/** How many sessions a template generates. */
export function sessionCount(spec: ScheduleSpec): number {
  const { perWeek, everyNthWeek } = schedulePattern(spec)
  return perWeek * Math.ceil(spec.weeks / everyNthWeek)
}

/** Day offsets, from the week's first session, of a week's sessions. */
export function weekDayOffsets(perWeek: number): number[] {
  return Array.from({ length: perWeek }, (_, index) => Math.floor((index * 7) / perWeek))
}

/**
 * The start of every session, in `zone`, first one at `firstStart` (an instant; read in `zone`).
 * Throws on an unknown zone, an invalid first start or out-of-range counts.
 */
export function generateSessionTimes(template: ScheduleSpec, firstStart: DateTime, zone: string): DateTime[] {
  if (!DateTime.local().setZone(zone).isValid) throw new Error(`Unknown time zone: ${zone}`)
  if (!firstStart.isValid) throw new Error('The first session time is not a valid date')
  const { perWeek, everyNthWeek } = schedulePattern(template)
  if (!Number.isInteger(perWeek) || perWeek < 1 || perWeek > MAX_SESSIONS_PER_WEEK) {
    throw new Error(`Sessions per week must be between 1 and ${MAX_SESSIONS_PER_WEEK}`)
  }
  if (!Number.isInteger(template.weeks) || template.weeks < 1 || template.weeks > MAX_WEEKS) {
    throw new Error(`Weeks must be between 1 and ${MAX_WEEKS}`)
  }
  const first = firstStart.setZone(zone)
  const offsets = weekDayOffsets(perWeek)
  const times: DateTime[] = []
  for (let week = 0; week < template.weeks; week += everyNthWeek) {
    for (const days of offsets) times.push(first.plus({ weeks: week, days }))
  }
  return times
}

/** The earliest instant a series' first session may start: now, the template minimum or the program start. */
export function earliestStart(template: { minimumStartDate: DateTime | null; startsAt: DateTime | null }, now: DateTime): DateTime {
  const bounds = [now, template.minimumStartDate, template.startsAt].filter((value): value is DateTime => !!value)
  return bounds.reduce((latest, value) => (value > latest ? value : latest))
}

/**
 * Exactly `count` session starts following the template's pattern (issue 21 §1: a template with
 * session templates has one session per active session template, however many weeks that takes).
 */
export function generateSessionTimesFor(template: ScheduleSpec, count: number, firstStart: DateTime, zone: string): DateTime[] {
  if (!Number.isInteger(count) || count < 1) throw new Error('A series needs at least one session')
  const { perWeek, everyNthWeek } = schedulePattern(template)
  const weeks = Math.ceil(count / perWeek) * everyNthWeek
  return generateSessionTimes({ ...template, weeks: Math.min(Math.max(weeks, 1), MAX_WEEKS) }, firstStart, zone).slice(0, count)
}
