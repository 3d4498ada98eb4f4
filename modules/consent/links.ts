import { createHash } from 'node:crypto'
import { appKey } from '#config/app'
import { signLink, verifyLink, type LinkPurpose } from './shared/signed_links.js'

/* The app's consent links (signed with APP_KEY). */
export const PARENT_LINK_DAYS = 7
export const GUARDIAN_LINK_HOURS = 24

const key = () => appKey.release()
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

/** How a guardian's email is named inside a guardian link: a digest, never the address. */
export function emailDigest(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)
}

export function parentConsentLink(requestEventId: number) {
  return `/parent-consent/${signLink(key(), 'parent-consent', { r: requestEventId }, inDays(PARENT_LINK_DAYS))}`
}

export function guardianLink(learnerId: number, guardianEmail: string) {
  return `/guardian/${signLink(key(), 'guardian', { u: learnerId, g: emailDigest(guardianEmail) }, new Date(Date.now() + GUARDIAN_LINK_HOURS * 3_600_000))}`
}

export function readLink<D extends Record<string, string | number>>(purpose: LinkPurpose, token: unknown) {
  return verifyLink<D>(key(), purpose, token, new Date())
}

/** The IP as stored: a keyed hash (never the raw address). */
export function ipHash(ip: string) {
  return createHash('sha256').update(`${key()}|ip|${ip}`).digest('hex')
}
