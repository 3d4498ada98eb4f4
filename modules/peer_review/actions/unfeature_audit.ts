import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'

/** A review stops being an example. False when it was not featured. */
export async function unfeatureAudit(auditId: number): Promise<boolean> {
  return affectedRows(await db.from('tutor_audit_featured').where('tutor_audit_id', auditId).delete()) > 0
}
