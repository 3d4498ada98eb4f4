import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type ApplicationSubmission from '../models/application_submission.js'
import UserVolunteerRole from '../models/user_volunteer_role.js'

/**
 * The applicant accepts an offer (spec 001 §4.2): the person now holds the role, from now,
 * open-ended. A guarded update makes a double click (or two tabs) create the role once.
 */
export async function acceptOffer(submission: ApplicationSubmission): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = DateTime.utc()
    const result = await trx
      .from('volunteer_role_application_submissions')
      .where('id', submission.id)
      .whereNotNull('offer_extended_at')
      .whereNull('offer_accepted_at')
      .whereNull('withdrawn_at')
      .whereNull('rejected_at')
      .update({ offer_accepted_at: sqlTime(now), updated_at: sqlTime(now) })
    if (affectedRows(result) === 0) return false
    await UserVolunteerRole.create(
      { userId: submission.userId, volunteerRoleId: submission.volunteerRoleId, worldId: submission.worldId, startDate: now, endDate: null },
      { client: trx }
    )
    return true
  })
}
