import DetectedIssue from '../models/detected_issue.js'
import DetectedIssueDispute from '../models/detected_issue_dispute.js'
import { displayNamesOf } from '#modules/identity/index'

/** The Detected Issues page: latest issues with their disputes and people's names (3 queries). */
export async function recentDetectedIssues(limit = 50) {
  const issues = await DetectedIssue.query().orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit)
  const disputes = issues.length === 0 ? [] : await DetectedIssueDispute.query().whereIn('detected_issue_id', issues.map((issue) => issue.id))
  const names = await displayNamesOf(issues.flatMap((issue) => [issue.userId, issue.strikeVoidedBy]))
  return { issues, disputes: new Map(disputes.map((dispute) => [dispute.detectedIssueId, dispute])), names }
}

export const findDetectedIssue = (id: number) => DetectedIssue.find(id)
export const findDispute = (id: number) => DetectedIssueDispute.find(id)
