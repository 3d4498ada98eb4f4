import db from '@adonisjs/lucid/services/db'
import type { HookEvents } from '#kernel/hooks'
import { AUDIT_ACTIONS, type AuditAction } from '../models/admin_audit_event.js'
import { recordAudit } from './record_audit.js'

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action)
const MODERATED_SUBJECTS = ['post', 'channel', 'message', 'conversation', 'session_comment'] as const
type ModeratedSubject = (typeof MODERATED_SUBJECTS)[number]
const isModeratedSubject = (type: string): type is ModeratedSubject => (MODERATED_SUBJECTS as readonly string[]).includes(type)

/**
 * community's and messaging's 'moderation.action' into the staff audit log (issue 10 §2 "Moderator actions write
 * ... the staff audit log"), with the world and the moderator's note as details.
 */
export async function recordModerationAudit(event: HookEvents['moderation.action']) {
  const subjectType = event.subjectType
  if (!isAuditAction(event.action) || !isModeratedSubject(subjectType)) return
  await db.transaction((trx) =>
    recordAudit(trx, {
      actorUserId: event.actorId,
      action: event.action as AuditAction,
      subjectType,
      subjectId: event.subjectId,
      details: { worldId: event.worldId, note: event.note },
    })
  )
}
