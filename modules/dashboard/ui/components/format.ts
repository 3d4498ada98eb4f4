import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/lib/shared_props'

/* Instants arrive in UTC and are shown in the viewer's zone (their profile's, else the browser's). */
export function useZone(): string {
  const zone = usePage<SharedProps>().props.user?.timezone
  if (zone) return zone
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

function zoneName(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
}

/** "Mon, Dec 7 · 4:00 – 5:00 PM EST" */
export function whenText(startIso: string, endIso: string, timeZone: string) {
  const start = new Date(startIso)
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(start)
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
  return `${day} · ${time.format(start)} – ${time.format(new Date(endIso))} ${zoneName(start, timeZone)}`.trim()
}

/** "Mon, Dec 7, 4:00 PM EST" */
export function instantText(iso: string, timeZone: string) {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at)
  return `${text} ${zoneName(at, timeZone)}`.trim()
}

export function seatsText(seatsLeft: number) {
  if (seatsLeft <= 0) return 'Full'
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`
}
