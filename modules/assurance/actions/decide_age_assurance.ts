import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import AgeAssuranceCheck from '../models/age_assurance_check.js'
import type { AgeDecision } from '../shared/index.js'
import { setAgeAssuranceRole } from './set_age_assurance_role.js'

/**
 * A result for a check still open — `submitted` (a video staff review) or `started` (a provider's
 * callback) —: the check's status and the person's age assurance role, in one transaction. The
 * guarded update makes a second decision (another reviewer, a replayed callback) change nothing: false.
 */
export async function decideAgeAssurance(
  checkId: number,
  input: { decision: AgeDecision; reviewerId: number | null; note: string | null; source: string; from: 'submitted' | 'started' }
) {
  return db.transaction(async (trx) => {
    const now = DateTime.utc()
    const updated = await trx
      .from(AgeAssuranceCheck.table)
      .where('id', checkId)
      .where('status', input.from)
      .update({ status: input.decision, reviewer_id: input.reviewerId, reviewed_at: sqlTime(now), review_note: input.note, updated_at: sqlTime(now) })
    if (affectedRows(updated) === 0) return false
    const check = await AgeAssuranceCheck.query({ client: trx }).where('id', checkId).firstOrFail()
    await setAgeAssuranceRole({ userId: check.userId, role: input.decision, byUserId: input.reviewerId, source: input.source }, trx)
    return true
  })
}
