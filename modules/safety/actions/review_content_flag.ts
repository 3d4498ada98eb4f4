import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { hooks } from '#kernel/hooks'
import { affectedRows, sqlTime } from '#app/support/database/values'
import ContentFlag from '../models/content_flag.js'
import type { ReviewOutcome } from '../shared/index.js'

export type ReviewInput = { outcome: ReviewOutcome; reviewerId: number; note: string | null }

/**
 * Closes an open flag with the reviewer's outcome, and with it every other open flag on the same
 * subject: the decision is about the content, not about one reporter's opinion (README
 * "Decisions"). Emits 'content.flag.reviewed' once per flag it closed. Each close is a guarded
 * UPDATE (… AND status = 'open'), so two reviewers at once close a flag once. Callers check the
 * reviewer's permission first. Answers false (nothing changed) when the flag is missing or closed.
 */
export async function reviewContentFlag(flagId: number, input: ReviewInput, { client }: { client: TransactionClientContract }): Promise<boolean> {
  const flag = await ContentFlag.query({ client }).where('id', flagId).where('status', 'open').first()
  if (!flag) return false

  const openOnSubject = await ContentFlag.query({ client })
    .where('content_type', flag.contentType)
    .where('subject_id', flag.subjectId)
    .where('status', 'open')
    .select('id')
  const now = sqlTime(DateTime.utc())
  let closedRequested = false
  for (const { id } of openOnSubject) {
    const result = await client
      .knexQuery()
      .table(ContentFlag.table)
      .where({ id, status: 'open' })
      .update({ status: input.outcome, reviewer_id: input.reviewerId, reviewed_at: now, review_note: input.note, updated_at: now })
    if (affectedRows(result) === 0) continue
    if (id === flagId) closedRequested = true
    await hooks.emit(
      'content.flag.reviewed',
      { flagId: id, subjectType: flag.contentType, subjectId: flag.subjectId, outcome: input.outcome, reviewerId: input.reviewerId },
      { client }
    )
  }
  return closedRequested
}
