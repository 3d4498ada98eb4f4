import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { TutoringSession } from '#modules/tutoring/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { AuditAction } from '../models/admin_audit_event.js'
import { recordAudit } from './record_audit.js'

/**
 * A staff change that happens to a session once (deleting it, marking it safety-checked): a
 * guarded UPDATE that only applies while `whileNull` is still empty, plus the audit event, in one
 * transaction. Two staff doing it at once produce one change and one audit row, the first's.
 * False when it had already happened (or the session does not exist).
 */
export async function changeSessionOnce(
  actor: { id: number },
  sessionId: number,
  change: { whileNull: string; set: (now: string) => Record<string, string | number>; action: AuditAction }
) {
  return db.transaction(async (trx) => {
    const affected = await trx
      .from(TutoringSession.table)
      .where('id', sessionId)
      .whereNull(change.whileNull)
      .update(change.set(sqlTime(DateTime.utc())))
    if (affectedRows(affected) === 0) return false
    const session = await TutoringSession.query({ client: trx }).withScopes((scopes) => scopes.withDeleted()).where('id', sessionId).firstOrFail()
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: change.action,
      subjectType: 'session',
      subjectId: sessionId,
      details: { title: session.title, startDate: session.startDate.toUTC().toISO() },
    })
    return true
  })
}
