import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows } from '#app/support/database/values'
import { REGISTRATION_MESSAGES } from '../messages.js'

/** A registration refused inside the seat transaction; its reason is what the person reads. */
export class RegistrationRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

type Claim = {
  sessionId: number
  userId: number
  /** sql time of the write. */
  at: string
  type: 'standard' | 'dropin'
  attemptedJoining: boolean
  /** New details from the earlier row's (a registration's questionnaire answers); left as they are when absent. */
  details?: (earlier: unknown) => Record<string, unknown>
}

/**
 * The person's registration row, inside the transaction that took their seat. One row per session
 * and person: a row they unregistered comes back; a learner a host removed (deleted_source set,
 * remove_learner.ts) is refused; otherwise a new row. Shared by registering ahead and dropping in.
 */
export async function claimRegistration(trx: TransactionClientContract, claim: Claim) {
  const { sessionId, userId, at } = claim
  const earlier = claim.details
    ? await trx.from('session_registrations').where('session_id', sessionId).where('user_id', userId).select('details').first()
    : null
  const details = claim.details ? claim.details(earlier?.details) : null
  const restored = await trx
    .from('session_registrations')
    .where('session_id', sessionId)
    .where('user_id', userId)
    .whereNotNull('deleted_at')
    .whereNull('deleted_source')
    .update({
      deleted_at: null,
      type: claim.type,
      attempted_joining: claim.attemptedJoining,
      ...(details ? { details: JSON.stringify(details) } : {}),
      created_at: at,
      updated_at: at,
    })
  if (affectedRows(restored) > 0) return
  const removed = await trx.from('session_registrations').where('session_id', sessionId).where('user_id', userId).whereNotNull('deleted_source').first()
  if (removed) throw new RegistrationRefusal(REGISTRATION_MESSAGES.removed)
  await trx.table('session_registrations').insert({
    session_id: sessionId,
    user_id: userId,
    type: claim.type,
    details: JSON.stringify(details ?? {}),
    attempted_joining: claim.attemptedJoining,
    created_at: at,
    updated_at: at,
  })
}
