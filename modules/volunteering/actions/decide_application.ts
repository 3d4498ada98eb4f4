import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type ApplicationSubmission from '../models/application_submission.js'
import type VolunteerRole from '../models/volunteer_role.js'
import { notifyApplicant } from '../notifications.js'

/**
 * A reviewer extends an offer or rejects (spec 001 §4.2), with an optional message to the
 * applicant (review_message; the applicant is notified in the same transaction).
 */
export async function decideApplication(
  submission: ApplicationSubmission,
  role: VolunteerRole,
  reviewerId: number,
  decision: { outcome: 'offer' | 'rejected'; message: string | null }
) {
  await db.transaction(async (trx) => {
    submission.useTransaction(trx)
    const now = DateTime.utc()
    if (decision.outcome === 'offer') submission.offerExtendedAt = now
    else submission.rejectedAt = now
    submission.reviewerUserId = reviewerId
    submission.reviewMessage = decision.message
    await submission.save()
    await notifyApplicant({ userId: submission.userId, reviewerId, roleId: role.id, roleName: role.name, outcome: decision.outcome }, { client: trx })
  })
}
