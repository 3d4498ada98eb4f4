import type User from '../models/user.js'
import { endAllSessionsOf } from './end_all_sessions_of.js'

/** Sets a new password (hashed by the model) and ends every session signed in with the old one. */
export async function resetPassword(user: User, password: string) {
  user.password = password
  await user.save()
  await endAllSessionsOf(user.id)
}
