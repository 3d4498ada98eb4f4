import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/*
 * The website setting digest-email-details (spec 001 §3.5 website_settings): when the weekly
 * digest goes out and what it says above the list. The row lives in admin's website_settings
 * table (key/value JSON); notifications only reads it, so a value that does not fit reads as the
 * defaults. Time in UTC: weekday 1 = Monday (Luxon), hour 0–23.
 */
export type DigestEmailDetails = {
  enabled: boolean
  weekday: number
  hour: number
  subject: string
  intro: string
}

export const DIGEST_DEFAULTS: DigestEmailDetails = {
  enabled: true,
  weekday: 1,
  hour: 14,
  subject: 'Your week on Peerhaven',
  intro: 'Here is what happened while you were away.',
}

export const DIGEST_SETTING_KEY = 'digest-email-details'

export function parseDigestDetails(text: string | null | undefined): DigestEmailDetails {
  if (!text) return { ...DIGEST_DEFAULTS }
  try {
    const value = JSON.parse(text) as Partial<DigestEmailDetails>
    const merged = { ...DIGEST_DEFAULTS, ...value }
    const fits =
      typeof merged.enabled === 'boolean' &&
      Number.isInteger(merged.weekday) && merged.weekday >= 1 && merged.weekday <= 7 &&
      Number.isInteger(merged.hour) && merged.hour >= 0 && merged.hour <= 23 &&
      typeof merged.subject === 'string' && merged.subject.trim().length > 0 && merged.subject.length <= 120 &&
      typeof merged.intro === 'string' && merged.intro.length <= 1000
    return fits ? merged : { ...DIGEST_DEFAULTS }
  } catch {
    return { ...DIGEST_DEFAULTS }
  }
}

export async function digestEmailDetails(): Promise<DigestEmailDetails> {
  const row = await db.from('website_settings').where('key', DIGEST_SETTING_KEY).select('value').first()
  return parseDigestDetails(row?.value)
}

/**
 * The digest period that is due at `now`, or null before this week's send time: the ISO week
 * (`2026-W48`) once its weekday and hour have come. One digest per period, however often asked.
 */
export function duePeriod(details: DigestEmailDetails, now: DateTime): string | null {
  if (!details.enabled) return null
  const utc = now.toUTC()
  const sendAt = utc.startOf('week').plus({ days: details.weekday - 1, hours: details.hour })
  return utc >= sendAt ? utc.toFormat("kkkk-'W'WW") : null
}
