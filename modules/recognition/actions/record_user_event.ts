import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'
import { levelOf, type UserEventType } from '../shared/index.js'
import { setAcknowledgement } from './set_acknowledgement.js'

export type UserEventInput = {
  userId: number
  eventType: UserEventType
  points: number
  sessionId?: number | null
  payload?: Record<string, unknown> | null
  /** One award per key: recording the same key again changes nothing (retried jobs, repeated requests). */
  idempotencyKey?: string | null
}

/**
 * Appends a row to the points ledger inside the caller's transaction, so the points exist exactly
 * when the change that earned them committed. Returns false when the idempotency key was already used.
 * Crossing a level threshold records the level-up acknowledgement too.
 */
export async function recordUserEvent(
  event: UserEventInput,
  options: { client: TransactionClientContract }
): Promise<boolean> {
  if (!Number.isSafeInteger(event.points))
    throw new Error(`recordUserEvent: points must be an integer, got ${event.points}`)
  const insert = options.client
    .knexQuery()
    .table('user_events')
    .insert({
      user_id: event.userId,
      session_id: event.sessionId ?? null,
      event_type: event.eventType,
      event_payload: event.payload ? JSON.stringify(event.payload) : null,
      event_points: event.points,
      idempotency_key: event.idempotencyKey ?? null,
      created_at: sqlTime(DateTime.utc()),
    })
    .returning('id')
  // ON CONFLICT DO NOTHING on both databases: a repeated key neither throws nor aborts the transaction.
  if (event.idempotencyKey) {
    const rows: unknown[] = await insert.onConflict('idempotency_key').ignore()
    if (rows.length === 0) return false
  } else {
    await insert
  }
  if (event.points > 0) await noteLevelUp(event.userId, event.points, options.client)
  return true
}

/**
 * A level reached by this award is announced once (the level-up toast with its confetti): an
 * acknowledgement `level_up:<level>` due now, recorded in the same transaction as the points.
 */
async function noteLevelUp(userId: number, points: number, client: TransactionClientContract) {
  const row = await client.from('user_events').where('user_id', userId).sum('event_points as total').first()
  const total = Number(row?.total ?? 0)
  const reached = levelOf(total)
  if (!reached || levelOf(total - points)?.key === reached.key) return
  await setAcknowledgement({ userId, key: `level_up:${reached.key}`, notifyAt: DateTime.utc(), onlyIfNew: true }, { client })
}
