import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/lib/shared_props'

/** The viewer's zone: their profile's, else the browser's (visitors). */
export function useViewerZone(): string {
  const zone = usePage<SharedProps>().props.user?.timezone
  if (zone) return zone
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

function zoneName(at: Date, timeZone: string) {
  return new Intl.DateTimeFormat(undefined, { timeZoneName: 'short', timeZone }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value
}

/** "Tue, Mar 3, 5:00 PM – 6:15 PM EST" in the given zone. */
export function formatRange(start: string, end: string, timeZone: string) {
  const startDate = new Date(start)
  const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone })
  const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone })
  const zone = zoneName(startDate, timeZone)
  return `${day.format(startDate)}, ${time.format(startDate)} – ${time.format(new Date(end))}${zone ? ` ${zone}` : ''}`
}

/** "Mar 3, 2026, 5:00 PM EST" in the given zone. */
export function formatInstant(at: string, timeZone: string) {
  const date = new Date(at)
  const text = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(date)
  const zone = zoneName(date, timeZone)
  return zone ? `${text} ${zone}` : text
}

/** "Mar 3, 2026" in the given zone. */
export function formatDay(at: string, timeZone: string) {
  return new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(at))
}
