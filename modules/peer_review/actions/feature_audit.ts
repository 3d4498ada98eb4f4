import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'

/**
 * A mentor features one comment of a review as an example (spec 001 §3.5 tutor_audit_featured).
 * Once per review: false when it already is featured. The caller checked the comment is one.
 */
export async function featureAudit(input: { auditId: number; mentorId: number; commentKey: string }): Promise<boolean> {
  const inserted = await db
    .knexQuery()
    .table('tutor_audit_featured')
    .insert({ tutor_audit_id: input.auditId, user_id: input.mentorId, comment_key: input.commentKey, created_at: sqlTime(DateTime.utc()) })
    .onConflict(['tutor_audit_id'])
    .ignore()
    .returning('id')
  return inserted.length > 0
}
