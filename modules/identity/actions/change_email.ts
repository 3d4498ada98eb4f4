import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { endAllSessionsOf } from './end_all_sessions_of.js'

/**
 * Changes an account's email to an address its owner has just proven (a confirmed staff email
 * swap): the address is stored lowercased and marked verified, and every session of the account
 * ends once the caller's transaction commits (whoever was signed in must sign in again).
 */
export async function changeEmail(input: { userId: number; email: string }, trx: TransactionClientContract) {
  const user = await User.findOrFail(input.userId, { client: trx })
  user.email = input.email.toLowerCase()
  user.emailVerifiedAt = DateTime.utc()
  await user.save()
  // Awaited by the commit; a store error is logged, never an unhandled rejection.
  trx.after('commit', async () => {
    await endAllSessionsOf(input.userId).catch((error) => logger.error({ err: error, userId: input.userId }, 'ending sessions after an email change failed'))
  })
  return user
}
