import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { REGISTRATION_MESSAGES, type Outcome } from '../messages.js'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/** Unregisters before the start: soft-deletes the registration and frees the seat, atomically. */
export async function unregisterFromSession(sessionId: number, userId: number): Promise<Outcome> {
  const session = await db
    .from('tutoring_sessions')
    .where('id', sessionId)
    .whereNull('deleted_at')
    .select('id', 'start_date', 'canceled_at')
    .first()
  if (!session) return { ok: false, reason: REGISTRATION_MESSAGES.notFound }
  const now = DateTime.utc()
  const removed = await db.transaction(async (trx) => {
    const softDeleted = await trx
      .from('session_registrations')
      .where('session_id', sessionId)
      .where('user_id', userId)
      .whereNull('deleted_at')
      .whereExists((s) =>
        s.from('tutoring_sessions').where('tutoring_sessions.id', sessionId).where('tutoring_sessions.start_date', '>', sqlTime(now))
      )
      .update({ deleted_at: sqlTime(now), updated_at: sqlTime(now) })
    if (affectedRows(softDeleted) === 0) return false
    await trx
      .from('tutoring_sessions')
      .where('id', sessionId)
      .where('seats_taken', '>', 0)
      .update({ seats_taken: trx.raw('seats_taken - 1'), updated_at: sqlTime(now) })
    await hooks.emit('session.registration.canceled', { sessionId, userId }, { client: trx })
    await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    return true
  })
  if (!removed) {
    const registered = await db
      .from('session_registrations')
      .where('session_id', sessionId)
      .where('user_id', userId)
      .whereNull('deleted_at')
      .first()
    return { ok: false, reason: registered ? REGISTRATION_MESSAGES.unregisterClosed : REGISTRATION_MESSAGES.notRegistered }
  }
  return { ok: true }
}
