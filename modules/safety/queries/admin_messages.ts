import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import UserAdminMessage from '../models/user_admin_message.js'
import { DEFAULT_ADMIN_MESSAGE_TEMPLATES, type AdminMessageTemplate } from '../shared/index.js'
import { displayNamesOf } from '#modules/identity/index'

export type PendingAdminMessage = { id: number; type: string; content: string; acknowledgmentText: string | null; detectedIssueId: number | null; senderName: string | null }

/**
 * The recipient's oldest unacknowledged message (prompt 2): ONE query on the
 * (recipient_user_id, acknowledged_at) index, the sender's name joined in.
 */
export async function pendingAdminMessageFor(userId: number): Promise<PendingAdminMessage | null> {
  const row = await db
    .from('user_admin_messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .where('m.recipient_user_id', userId)
    .whereNull('m.acknowledged_at')
    .orderBy('m.id', 'asc')
    .select('m.id', 'm.type', 'm.content', 'm.acknowledgment_text', 'm.detected_issue_id', 'u.name as sender_name')
    .first()
  if (!row) return null
  return {
    id: Number(row.id),
    type: String(row.type),
    content: String(row.content),
    acknowledgmentText: row.acknowledgment_text ?? null,
    detectedIssueId: row.detected_issue_id === null ? null : Number(row.detected_issue_id),
    // Staff sign as the moderation team; their first name only.
    senderName: row.sender_name ? String(row.sender_name).split(/\s+/)[0] : null,
  }
}

export function findAdminMessage(id: number) {
  return UserAdminMessage.find(id)
}

/** The Admin Messages page: the latest messages with author and recipient names (3 queries). */
export async function recentAdminMessages(limit = 50) {
  const messages = await UserAdminMessage.query().orderBy('id', 'desc').limit(limit)
  const names = await displayNamesOf(messages.flatMap((message) => [message.userId, message.recipientUserId]))
  return { messages, names }
}

/** A recipient by username or id (the staff form takes either). */
export function findRecipient(text: string) {
  return /^\d+$/.test(text) ? User.find(Number(text)) : User.findBy('username', text)
}

/**
 * Templates from the website setting user-admin-message-templates (spec 001 §3.5; the admin module
 * stores settings as JSON text by key), or our defaults when unset or malformed.
 */
export async function adminMessageTemplates(): Promise<AdminMessageTemplate[]> {
  const row = await db.from('website_settings').where('key', 'user-admin-message-templates').select('value').first()
  if (!row) return [...DEFAULT_ADMIN_MESSAGE_TEMPLATES]
  try {
    const parsed: unknown = JSON.parse(String(row.value))
    if (!Array.isArray(parsed)) return [...DEFAULT_ADMIN_MESSAGE_TEMPLATES]
    return parsed
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && typeof entry.content === 'string')
      .map((entry) => ({ label: String(entry.label ?? entry.content).slice(0, 80), content: String(entry.content), acknowledgmentText: typeof entry.acknowledgmentText === 'string' ? entry.acknowledgmentText : null }))
  } catch {
    return [...DEFAULT_ADMIN_MESSAGE_TEMPLATES]
  }
}
