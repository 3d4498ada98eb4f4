import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AdminAuditEvent, { type AuditAction, type AuditSubjectType } from '../models/admin_audit_event.js'

export type AuditEntry = {
  actorUserId: number | null
  action: AuditAction
  subjectType: AuditSubjectType
  subjectId: number | string
  details?: Record<string, unknown>
}

/** Records a staff change inside the transaction that makes it (it commits or rolls back with it). */
export async function recordAudit(trx: TransactionClientContract, entry: AuditEntry) {
  return AdminAuditEvent.create(
    {
      actorUserId: entry.actorUserId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: String(entry.subjectId),
      details: entry.details ?? {},
    },
    { client: trx }
  )
}
