import encryption from '@adonisjs/core/services/encryption'
import { appUrl } from '#config/app'

/*
 * One-click unsubscribe (issue 14 §2): a signed link per user and kind, good for a year, that
 * turns that kind's email off without signing in. Encrypted with APP_KEY for this purpose only,
 * so it cannot be forged or reused as another token.
 */
const PURPOSE = 'unsubscribe'

export function unsubscribeToken(userId: number, kind: string) {
  return encryption.encrypt({ userId, kind }, { expiresIn: '365 days', purpose: PURPOSE })
}

export function readUnsubscribeToken(token: string): { userId: number; kind: string } | null {
  const value = encryption.decrypt<{ userId: unknown; kind: unknown }>(token, PURPOSE)
  if (!value || typeof value.userId !== 'number' || typeof value.kind !== 'string') return null
  return { userId: value.userId, kind: value.kind }
}

export function unsubscribeUrl(userId: number, kind: string) {
  return new URL(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`, appUrl).toString()
}

/** RFC 2369 / RFC 8058 headers: mail clients show their own one-click "Unsubscribe". */
export function unsubscribeHeaders(url: string) {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
