import db from '@adonisjs/lucid/services/db'
import { type DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { recordUserEvent } from '#modules/recognition/index'
import type { UserEventType } from '#modules/recognition/shared/index'

let counter = 0

/** Points in the ledger, optionally tied to a session and dated in the past. */
export async function givePoints(userId: number, points: number, options: { eventType?: UserEventType; sessionId?: number; at?: DateTime } = {}) {
  await db.transaction((trx) =>
    recordUserEvent({ userId, eventType: options.eventType ?? 'session_hosted', points, sessionId: options.sessionId ?? null, idempotencyKey: `test:${userId}:${++counter}:${Date.now()}` }, { client: trx })
  )
  if (options.at) {
    await db.from('user_events').where('user_id', userId).orderBy('id', 'desc').limit(1).update({ created_at: sqlTime(options.at) })
  }
}
