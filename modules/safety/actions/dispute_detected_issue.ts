import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import DetectedIssueDispute from '../models/detected_issue_dispute.js'
import UserAdminMessage from '../models/user_admin_message.js'
import { forgetPendingPrompts } from '../queries/pending_prompts.js'

/**
 * spec 002 §7 "Dispute detected issue" (userAdminMessageId, disputeDetectedIssueText): a dispute of
 * the warning's detected issue, which also acknowledges the warning (decision: disputing is an
 * answer, so the blocking prompt closes). One dispute per issue (UNIQUE): a repeat changes nothing.
 */
export async function disputeDetectedIssue(message: UserAdminMessage, userId: number, text: string): Promise<void> {
  await db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    await trx
      .knexQuery()
      .table(DetectedIssueDispute.table)
      .insert({ detected_issue_id: message.detectedIssueId, user_id: userId, content: text, status: 'open', created_at: now, updated_at: now })
      .onConflict('detected_issue_id')
      .ignore()
    await trx.from(UserAdminMessage.table).where('id', message.id).whereNull('acknowledged_at').update({ acknowledged_at: now, updated_at: now })
  })
  forgetPendingPrompts(message.recipientUserId)
}
