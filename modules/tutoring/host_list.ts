import { HOST_LIST_AVATARS, HOST_NAME_MAX } from './constants.js'

/*
 * The hosts list (spec 000 §2.5 "hosts list (primary host and co-hosts)" dialog; spec 002 §9:
 * 2 avatars, names cut at 25 characters, 'and N others' beyond 2 hosts). The primary host (role
 * main) always comes first, then co-hosts in the order they were approved.
 */
export type HostEntry = { userId: number; name: string; username: string | null; role: 'main' | 'co-host' }

export type HostSummary = {
  /** At most 2, primary host first. */
  avatars: Array<{ userId: number; name: string; initials: string }>
  /** e.g. "Ada Lovelace", "Ada Lovelace and Grace Hopper", "Ada Lovelace, Grace Hopper and 3 others". */
  label: string
  others: number
}

/** Cuts a display name at 25 characters (by code point), adding an ellipsis when cut. */
export function cutName(name: string, max = HOST_NAME_MAX) {
  const chars = Array.from(name.trim())
  if (chars.length <= max) return chars.join('')
  return `${chars.slice(0, max).join('').trimEnd()}…`
}

export function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((p) => Array.from(p)[0]?.toUpperCase() ?? '').join('') || '?'
}

export function orderHosts<T extends { role: string }>(hosts: T[]): T[] {
  return [...hosts.filter((h) => h.role === 'main'), ...hosts.filter((h) => h.role !== 'main')]
}

export function summarizeHosts(hosts: HostEntry[]): HostSummary {
  const ordered = orderHosts(hosts)
  const shown = ordered.slice(0, HOST_LIST_AVATARS)
  const others = Math.max(0, ordered.length - HOST_LIST_AVATARS)
  const names = shown.map((h) => cutName(h.name))
  let label: string
  if (others > 0) {
    label = `${names.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`
  } else {
    label = names.join(' and ')
  }
  return {
    avatars: shown.map((h) => ({ userId: h.userId, name: cutName(h.name), initials: initialsOf(h.name) })),
    label,
    others,
  }
}
