import { DateTime } from 'luxon'
import type ApplicationSubmission from '../models/application_submission.js'

/** spec 001 §4.2: the applicant withdraws (before accepting). */
export async function withdrawApplication(submission: ApplicationSubmission) {
  submission.withdrawnAt = DateTime.utc()
  await submission.save()
}
