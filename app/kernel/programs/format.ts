import type { DateTime } from 'luxon'

/*
 * Program dates are shown in the program's own zone (DESIGN "program calendars in their own
 * zone"; spec 002 "Registration times in America/New_York"), labelled so nobody mistakes them
 * for local time.
 */
function zoneLabel(value: DateTime) {
  return value.zoneName === 'America/New_York' ? 'ET' : (value.offsetNameShort ?? value.zoneName ?? '')
}

/** "September 2, 2024" in the program's zone. */
export function programDate(value: DateTime, zone: string) {
  return value.setZone(zone).setLocale('en-US').toFormat('LLLL d, yyyy')
}

/** "September 2, 2024 at 9:00 AM ET". */
export function programDateTime(value: DateTime, zone: string) {
  const local = value.setZone(zone).setLocale('en-US')
  return `${local.toFormat("LLLL d, yyyy 'at' h:mm a")} ${zoneLabel(local)}`
}

/** "Sep 9 – Oct 6, 2024" (same year), "Dec 2, 2024 – Jan 5, 2025", or "Sep 11, 2024" (one day). */
export function programDateRange(start: DateTime, end: DateTime, zone: string) {
  const a = start.setZone(zone).setLocale('en-US')
  const b = end.setZone(zone).setLocale('en-US')
  if (a.hasSame(b, 'day')) return a.toFormat('LLL d, yyyy')
  if (a.year === b.year) return `${a.toFormat('LLL d')} – ${b.toFormat('LLL d, yyyy')}`
  return `${a.toFormat('LLL d, yyyy')} – ${b.toFormat('LLL d, yyyy')}`
}
