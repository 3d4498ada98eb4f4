/* The isomorphic surface of notifications: what the bell shows, the same on server and browser. */

/** The bell's badge: the count, or "9+" above nine (issue 14 §2 bell menu). */
export function badgeText(unread: number): string {
  return unread > 9 ? '9+' : String(unread)
}

/** The bell's accessible name: the count, "99+" from the server's cap of 100 (queries/unread_count.ts). */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications'
  return `Notifications, ${unread >= 100 ? '99+' : unread} unread`
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTimeText(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000)
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}
export {
  CHANNELS,
  CHANNEL_LABELS,
  OUTSIDE_CHANNELS,
  defaultChannelOn,
  isChannelLocked,
  type Channel,
  type OutsideChannel,
} from './channels.js'
