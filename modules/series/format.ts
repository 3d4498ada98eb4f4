import { type DateTime } from 'luxon'

/** An instant for a sentence shown to one person, in their zone (UTC when unknown or invalid). */
export function formatInstant(at: DateTime, zone: string | null | undefined) {
  let local = at.setZone(zone || 'UTC')
  if (!local.isValid) local = at.setZone('UTC')
  return local.toFormat("LLLL d, yyyy 'at' h:mm a ZZZZ")
}

/** The canonical IANA zones the runtime knows, plus UTC. */
export function knownTimezones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add('UTC')
  return [...zones].sort()
}

export function isKnownTimezone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length <= 64 && knownTimezones().includes(zone)
}
