import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toNumber } from '#app/support/database/values'
import SessionHost from '../models/session_host.js'

export type SubstituteHostAdded = {
  /** The session's live registrants. */
  registrantIds: number[]
  /** The session's other approved hosts (live host rows). */
  hostIds: number[]
}

/**
 * A substitute becomes an approved co-host of a running session (substitutes' accept_offer.ts),
 * inside the caller's transaction, and learns who to tell. Unlike approveCohost there is no
 * request row to approve and no reminder: the session has already started. Who may is the
 * caller's to check (SessionPolicy.requestCohost); a second live host row for the same person
 * fails on the partial unique index.
 */
export async function addSubstituteHost(
  trx: TransactionClientContract,
  { sessionId, userId, at }: { sessionId: number; userId: number; at: DateTime }
): Promise<SubstituteHostAdded> {
  await SessionHost.create(
    {
      userId,
      sessionId,
      role: 'co-host',
      requestMessage: null,
      attemptedHosting: false,
      tutoringSeconds: 0,
      approvedAt: at,
    },
    { client: trx }
  )
  const registrants = await trx
    .from('session_registrations')
    .where('session_id', sessionId)
    .whereNull('deleted_at')
    .select('user_id')
  const hosts = await trx
    .from('session_hosts')
    .where('session_id', sessionId)
    .whereNull('deleted_at')
    .whereNotNull('approved_at')
    .whereNot('user_id', userId)
    .select('user_id')
  return {
    registrantIds: registrants.map((row) => toNumber(row.user_id)),
    hostIds: hosts.map((row) => toNumber(row.user_id)),
  }
}
