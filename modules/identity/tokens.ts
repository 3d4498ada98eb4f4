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
