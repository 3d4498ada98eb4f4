import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import DetectedIssue from '../models/detected_issue.js'
import DetectedIssueDispute from '../models/detected_issue_dispute.js'

/** Voids a strike (issue 13 §2 "voiding with reason and by whom"); a voided strike stays voided. */
export async function voidStrike(issue: DetectedIssue, input: { reason: string; byUserId: number }): Promise<void> {
  const now = sqlTime(DateTime.utc())
  await db
    .from(DetectedIssue.table)
    .where('id', issue.id)
    .whereNull('strike_voided_at')
    .update({ strike_voided_at: now, strike_voided_reason: input.reason, strike_voided_by: input.byUserId, updated_at: now })
}

/**
 * Staff decide a dispute: 'upheld' (the user was right: the strike is voided with the dispute as its
 * reason) or 'rejected'. resolved_at is set once; a decided dispute stays decided.
 */
export async function resolveDispute(dispute: DetectedIssueDispute, input: { outcome: 'upheld' | 'rejected'; byUserId: number }): Promise<void> {
  await db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const updated = await trx.from(DetectedIssueDispute.table).where('id', dispute.id).where('status', 'open').update({ status: input.outcome, resolved_at: now, updated_at: now })
    if (Number(updated) === 0 || input.outcome !== 'upheld') return
    await trx
      .from(DetectedIssue.table)
      .where('id', dispute.detectedIssueId)
      .whereNull('strike_voided_at')
      .update({ strike_voided_at: now, strike_voided_reason: 'Dispute upheld', strike_voided_by: input.byUserId, updated_at: now })
  })
}
