import encryption from '@adonisjs/core/services/encryption'
import { createHash } from 'node:crypto'
import type User from './models/user.js'

/*
 * Signed, expiring links without a table: the payload is encrypted with APP_KEY for one
 * purpose and lifetime. Each token also carries a fingerprint of what it protects (the email
 * being verified, or the current password hash), so it stops working once that changes:
 * a reset link works once, a verification link only for the address it was sent to.
 */
const fingerprint = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16)

export const EMAIL_VERIFICATION_TTL = '48 hours'
export const PASSWORD_RESET_TTL = '1 hour'
/** A staff email swap's two links (confirm, to the new address; cancel, to the old) work this long. */
export const EMAIL_SWAP_TTL_HOURS = 48

export function emailVerificationToken(user: User) {
  return encryption.encrypt({ userId: user.id, fp: fingerprint(user.email) }, { expiresIn: EMAIL_VERIFICATION_TTL, purpose: 'verify-email' })
}

export function passwordResetToken(user: User) {
  return encryption.encrypt({ userId: user.id, fp: fingerprint(user.password) }, { expiresIn: PASSWORD_RESET_TTL, purpose: 'reset-password' })
}

type Payload = { userId: number; fp: string }

function read(token: string, purpose: string): Payload | null {
  const value = encryption.decrypt<Payload>(token, purpose)
  if (!value || typeof value.userId !== 'number' || typeof value.fp !== 'string') return null
  return value
}

export function readEmailVerificationToken(token: string) {
  const payload = read(token, 'verify-email')
  return payload ? { userId: payload.userId, matches: (user: User) => fingerprint(user.email) === payload.fp } : null
}

export function readPasswordResetToken(token: string) {
  const payload = read(token, 'reset-password')
  return payload ? { userId: payload.userId, matches: (user: User) => fingerprint(user.password) === payload.fp } : null
}

/*
 * A staff email swap's links. The token is encrypted for one purpose (confirm or cancel) and
 * lifetime like the links above; the swap row keeps only a SHA-256 digest of each token
 * (`tokenDigest`), finds the swap by it, and its status makes a link work once.
 */
export type EmailSwapLink = 'confirm' | 'cancel'

export function emailSwapToken(userId: number, link: EmailSwapLink) {
  // `fp` names the link's kind: the swap row, found by the token's digest, binds everything else.
  return encryption.encrypt({ userId, fp: link }, { expiresIn: `${EMAIL_SWAP_TTL_HOURS} hours`, purpose: `email-swap-${link}` })
}

/** The user id an unexpired email-swap token of this kind was made for, or null. */
export function readEmailSwapToken(token: string, link: EmailSwapLink): number | null {
  const payload = read(token, `email-swap-${link}`)
  return payload && payload.fp === link ? payload.userId : null
}

/** How a token is stored: its SHA-256, hex (a stolen table holds no working link). */
export function tokenDigest(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
