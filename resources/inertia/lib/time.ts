import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/lib/shared_props'

/*
 * Instants arrive from the server in UTC (ISO text) and are shown in the viewer's zone: their
 * profile's, else the browser's (visitors). Every page formats times through these helpers.
 */
export function useZone(): string {
  const zone = usePage<SharedProps>().props.user?.timezone
  if (zone) return zone
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

function shortZone(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? ''
}

/** "Mon, Dec 7 · 4:00 – 5:00 PM EST" */
export function whenText(startIso: string, endIso: string, timeZone: string) {
  const start = new Date(startIso)
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(start)
  const hm = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${day} · ${hm.format(start)} – ${hm.format(new Date(endIso))} ${shortZone(start, timeZone)}`.trim()
}

/** "9:45 – 10:45 PM EST" (the zone once, at the end). */
export function timeRangeText(startIso: string, endIso: string, timeZone: string) {
  const start = new Date(startIso)
  const hm = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${hm.format(start)} – ${hm.format(new Date(endIso))} ${shortZone(start, timeZone)}`.trim()
}

/** "Tue, Mar 3, 2026, 5:00 PM – 6:15 PM EST" (with the year: series schedules span months). */
export function rangeWithYearText(startIso: string, endIso: string, timeZone: string) {
  const start = new Date(startIso)
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone })
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(endIso))} ${shortZone(start, timeZone)}`.trim()
}

/** "Monday, December 7, 2026" */
export function longDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric', weekday: 'long' }).format(new Date(iso))
}

/** "Mar 3, 2026" */
export function dayText(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso))
}

/** "4:00 PM EST" */
export function timeText(iso: string, timeZone: string) {
  const at = new Date(iso)
  return `${new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at)} ${shortZone(at, timeZone)}`.trim()
}

/** "Mon, Dec 7, 4:00 PM EST" */
export function instantText(iso: string, timeZone: string) {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at)
  return `${text} ${shortZone(at, timeZone)}`.trim()
}

/** "Mar 3, 2026, 5:00 PM EST" */
export function instantWithYearText(iso: string, timeZone: string) {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(at)
  return `${text} ${shortZone(at, timeZone)}`.trim()
}

export function minutesBetween(startIso: string, endIso: string) {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60000)
}

/** "1 h 30 min" */
export function durationText(minutes: number) {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}
