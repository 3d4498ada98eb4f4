import type { DateTime } from 'luxon'
import UserAdminMessage from '../models/user_admin_message.js'

/**
 * For messaging's staff conversation (interfaces: GET /messages/staff/:adminMessageId): the
 * message's author and acknowledgement, or null unless `userId` is its recipient.
 */
export async function adminMessageForRecipient(adminMessageId: number, userId: number): Promise<{ id: number; authorId: number; acknowledgedAt: DateTime | null } | null> {
  const message = await UserAdminMessage.query().where('id', adminMessageId).where('recipient_user_id', userId).first()
  if (!message || message.userId === null) return null
  return { id: message.id, authorId: message.userId, acknowledgedAt: message.acknowledgedAt }
}
