import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/lib/shared_props'

/* Dates are stored in UTC and shown in the viewer's zone (their profile's, else the browser's). */
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
  const end = new Date(endIso)
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(start)
  const hm = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${day} · ${hm.format(start)} – ${hm.format(end)} ${shortZone(start, timeZone)}`.trim()
}

/** "December 7, 2026" */
export function longDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric', weekday: 'long' }).format(new Date(iso))
}

/** "4:00 PM EST" */
export function timeText(iso: string, timeZone: string) {
  const at = new Date(iso)
  return `${new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at)} ${shortZone(at, timeZone)}`.trim()
}

export function minutesBetween(startIso: string, endIso: string) {
  return Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 60000)
}

export function durationText(minutes: number) {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}

export function seatsText(seatsLeft: number) {
  if (seatsLeft <= 0) return 'Full'
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`
}

export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'haven' },
  in_progress: { label: 'In progress', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
  canceled: { label: 'Canceled', color: 'red' },
}

export function languageNames(codes: string[], languages: Array<{ code: string; label: string }>) {
  return codes.map((code) => languages.find((l) => l.code === code)?.label ?? code.toUpperCase())
}

/** "9:45 – 10:45 PM EST" (the zone once, at the end). */
export function timeRangeText(startIso: string, endIso: string, timeZone: string) {
  const start = new Date(startIso)
  const hm = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${hm.format(start)} – ${hm.format(new Date(endIso))} ${shortZone(start, timeZone)}`.trim()
}
