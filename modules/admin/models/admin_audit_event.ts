import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#app/support/json_column'
import { MODERATION_ACTIONS } from '#modules/community/shared/index'
import { MESSAGING_MODERATION_ACTIONS } from '#modules/messaging/shared/index'
import { SESSION_COMMENT_MODERATION_ACTIONS } from '#modules/session_comments/index'

export const AUDIT_ACTIONS = [
  'user.role.assigned',
  'user.role.removed',
  'user.suspended',
  'user.unsuspended',
  // Email Swap: staff asked for a new address; its owner confirmed it, or the old address canceled.
  'user.email_swap.requested',
  'user.email_swap.confirmed',
  'user.email_swap.canceled',
  'session.deleted',
  'session.safety_checked',
  'template.created',
  'template.updated',
  'template.activated',
  'template.deactivated',
  'setting.updated',
  // World moderators' and staff's actions on posts and channels (community's 'moderation.action').
  ...MODERATION_ACTIONS,
  // Staff hiding a message and safety staff reading a conversation (messaging's 'moderation.action').
  ...MESSAGING_MODERATION_ACTIONS,
  // Moderators hiding and unhiding a session comment (session_comments' 'moderation.action').
  ...SESSION_COMMENT_MODERATION_ACTIONS,
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditSubjectType = 'user' | 'session' | 'series_template' | 'website_setting' | 'post' | 'channel' | 'message' | 'conversation' | 'session_comment'

/* One staff change (append-only). subject_id is text so setting keys fit as well as row ids. */
export default class AdminAuditEvent extends BaseModel {
  static table = 'admin_audit_events'

  @column({ isPrimary: true }) declare id: number
  @column() declare actorUserId: number | null
  @column() declare action: AuditAction
  @column() declare subjectType: AuditSubjectType
  @column() declare subjectId: string
  @jsonColumn<Record<string, unknown>>({}) declare details: Record<string, unknown>
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
