import { DateTime } from 'luxon'
import type User from '../models/user.js'

/** Marks the email verified (once: a second link changes nothing). */
export async function verifyEmail(user: User) {
  if (user.isEmailVerified) return
  user.emailVerifiedAt = DateTime.utc()
  await user.save()
}
