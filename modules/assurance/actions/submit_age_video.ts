import db from '@adonisjs/lucid/services/db'
import { attachUploads } from '#modules/uploads/index'
import type { ValidatedForm } from '#modules/forms/index'
import AgeAssuranceCheck from '../models/age_assurance_check.js'

export const AGE_CHECK_SUBJECT = 'age_assurance_check'

/**
 * The local provider's submission: a check waiting for staff review, holding the video. The upload
 * is attached to the check (subject `age_assurance_check`), so only the person and the Age
 * Assurance page's staff can fetch it (AssurancePolicy.viewCheck), in one transaction.
 */
export async function submitAgeVideo(userId: number, form: ValidatedForm) {
  return db.transaction(async (trx) => {
    const check = await AgeAssuranceCheck.create(
      { userId, provider: 'video', status: 'submitted', videoUrl: String(form.values.video) },
      { client: trx }
    )
    await attachUploads(form.uploadIds, { type: AGE_CHECK_SUBJECT, id: check.id }, { client: trx })
    return check
  })
}
