import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type DetectedIssue from '../models/detected_issue.js'
import type DetectedIssueDispute from '../models/detected_issue_dispute.js'

type Row = { issue: DetectedIssue; dispute: DetectedIssueDispute | null; names: Map<number, string> }

/** A detected issue with its strike and dispute (staff only; spec 001 §3.4). */
export default class DetectedIssueTransformer extends BaseTransformer<Row> {
  toObject() {
    const { issue, dispute, names } = this.resource
    return {
      ...this.pick(issue, ['id', 'type', 'entityType', 'strike', 'content', 'key', 'strikeVoidedReason', 'safetyReportId']),
      userName: names.get(issue.userId) ?? 'Deleted user',
      occurredAt: iso(issue.occurredAt)!,
      strikeVoidedAt: iso(issue.strikeVoidedAt),
      strikeVoidedByName: issue.strikeVoidedBy === null ? null : (names.get(issue.strikeVoidedBy) ?? null),
      dispute: dispute ? { id: dispute.id, content: dispute.content, status: dispute.status, resolvedAt: iso(dispute.resolvedAt), createdAt: iso(dispute.createdAt)! } : null,
    }
  }
}
