import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { TutoringSession } from '#modules/tutoring/index'
import { recordAudit } from './record_audit.js'
import { affectedRows, sqlTime } from '#app/support/database/values'

/**
 * Soft-deletes a session, recording who did it (spec 001 §3.3 deleted_by_user_id). A guarded
 * update (only while not deleted) plus the audit event, in one transaction: two staff deleting
 * the same session at once produce one deletion and one audit row. False when already deleted
 * or missing.
 */
export async function softDeleteSession(actor: { id: number }, sessionId: number) {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const affected = await trx
      .from(TutoringSession.table)
      .where('id', sessionId)
      .whereNull('deleted_at')
      .update({ deleted_at: now, deleted_by_user_id: actor.id, updated_at: now })
    if (affectedRows(affected) === 0) return false
    const session = await TutoringSession.query({ client: trx })
      .withScopes((scopes) => scopes.withDeleted())
      .where('id', sessionId)
      .firstOrFail()
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'session.deleted',
      subjectType: 'session',
      subjectId: sessionId,
      details: { title: session.title, startDate: session.startDate.toUTC().toISO() },
    })
    return true
  })
}
