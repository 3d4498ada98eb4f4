import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * Signed, expiring links for people without an account (a parent or guardian; issue 16 §1).
 * A token is `base64url(JSON {p, d, e}).base64url(HMAC-SHA256(key, "consent-link:" + payload))`:
 * p names what the link opens, d what it is about, e its expiry (epoch seconds). The expiry is
 * readable (not encrypted) so an expired link can say so (410) while a tampered one is refused
 * (403); nothing about the learner is in it besides ids and a digest.
 */
export type LinkPurpose = 'parent-consent' | 'guardian'
export type LinkData = Record<string, string | number>
export type LinkCheck<D extends LinkData = LinkData> = { ok: true; data: D; expiresAt: number } | { ok: false; problem: 'invalid' | 'expired' }

const DOMAIN = 'consent-link:'

function mac(key: string, payload: string) {
  return createHmac('sha256', key).update(DOMAIN + payload).digest('base64url')
}

export function signLink(key: string, purpose: LinkPurpose, data: LinkData, expiresAt: Date) {
  const payload = Buffer.from(JSON.stringify({ p: purpose, d: data, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url')
  return `${payload}.${mac(key, payload)}`
}

export function verifyLink<D extends LinkData>(key: string, purpose: LinkPurpose, token: unknown, now: Date): LinkCheck<D> {
  if (typeof token !== 'string' || token.length > 2000) return { ok: false, problem: 'invalid' }
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return { ok: false, problem: 'invalid' }
  const expected = Buffer.from(mac(key, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, problem: 'invalid' }
  let parsed: { p?: unknown; d?: unknown; e?: unknown }
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, problem: 'invalid' }
  }
  if (parsed.p !== purpose || typeof parsed.e !== 'number' || typeof parsed.d !== 'object' || parsed.d === null) return { ok: false, problem: 'invalid' }
  if (parsed.e * 1000 <= now.getTime()) return { ok: false, problem: 'expired' }
  return { ok: true, data: parsed.d as D, expiresAt: parsed.e * 1000 }
}
