import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { notify } from '#modules/notifications/index'
import UserAdminMessage from '../models/user_admin_message.js'
import { ADMIN_MESSAGE_KEY } from '../notifications.js'
import type { AdminMessageType } from '../shared/index.js'
import { forgetPendingPrompts } from '../queries/pending_prompts.js'

export type AdminMessageInput = {
  authorId: number | null
  recipientUserId: number
  type: AdminMessageType
  content: string
  acknowledgmentText: string | null
  safetyReportId?: number | null
  detectedIssueId?: number | null
  sessionId?: number | null
}

/** A message from the moderation team (spec 001 §3.4 user_admin_message): it blocks the recipient's pages until acknowledged. */
export async function sendAdminMessage(input: AdminMessageInput, { client }: { client: TransactionClientContract }): Promise<UserAdminMessage> {
  const message = await UserAdminMessage.create(
    {
      userId: input.authorId,
      recipientUserId: input.recipientUserId,
      type: input.type,
      content: input.content,
      acknowledgmentText: input.acknowledgmentText,
      safetyReportId: input.safetyReportId ?? null,
      detectedIssueId: input.detectedIssueId ?? null,
      sessionId: input.sessionId ?? null,
      acknowledgedAt: null,
    },
    { client }
  )
  client.after('commit', () => forgetPendingPrompts(input.recipientUserId))
  await notify({ key: ADMIN_MESSAGE_KEY, userId: input.recipientUserId, relatedUserId: input.authorId, payload: { messageId: message.id } }, { client })
  return message
}

export function sendAdminMessageNow(input: AdminMessageInput): Promise<UserAdminMessage> {
  return db.transaction((trx) => sendAdminMessage(input, { client: trx }))
}
