import User from '../models/user.js'
import { endAllSessionsOf } from './end_all_sessions_of.js'

/** Soft-deletes an account and ends its sessions. */
export async function deleteAccount(input: { userId: number }) {
  const user = await User.findOrFail(input.userId)
  await user.softDelete()
  await endAllSessionsOf(input.userId)
}
