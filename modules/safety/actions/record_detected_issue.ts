import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DetectedIssue from '../models/detected_issue.js'
import { sendAdminMessage } from './send_admin_message.js'

export type DetectedIssueInput = {
  type: string
  entityType: string
  userId: number
  reporterUserId?: number | null
  strike?: boolean
  content?: string | null
  key?: string | null
  payload?: Record<string, unknown>
  occurredAt?: DateTime
  contentFlagId?: number | null
  safetyReportId?: number | null
  /** When set, the user gets a detected-issue-warning admin message with this text (they may dispute it). */
  warning?: { content: string; acknowledgmentText: string | null; authorId: number | null }
}

/** Records a detected issue (spec 001 §3.4 detected_issue), in the caller's transaction, with its warning. */
export async function recordDetectedIssue(input: DetectedIssueInput, { client }: { client: TransactionClientContract }): Promise<DetectedIssue> {
  const issue = await DetectedIssue.create(
    {
      type: input.type,
      entityType: input.entityType,
      userId: input.userId,
      reporterUserId: input.reporterUserId ?? null,
      strike: input.strike ?? true,
      strikeVoidedAt: null,
      strikeVoidedReason: null,
      strikeVoidedBy: null,
      safetyReportId: input.safetyReportId ?? null,
      content: input.content ?? null,
      key: input.key ?? null,
      payload: input.payload ?? {},
      occurredAt: input.occurredAt ?? DateTime.utc(),
      contentFlagId: input.contentFlagId ?? null,
    },
    { client }
  )
  if (input.warning) {
    await sendAdminMessage(
      { authorId: input.warning.authorId, recipientUserId: input.userId, type: 'detected-issue-warning', content: input.warning.content, acknowledgmentText: input.warning.acknowledgmentText, detectedIssueId: issue.id, safetyReportId: input.safetyReportId ?? null },
      { client }
    )
  }
  return issue
}
