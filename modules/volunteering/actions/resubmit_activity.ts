import type VolunteerActivity from '../models/volunteer_activity.js'
import { after } from '../activity_times.js'
import type { ActivityInput } from '../validators/activity_validator.js'

/** The person edits and resubmits: last_submitted_at moves past any change request (spec 001 §4.1). */
export async function resubmitActivity(activity: VolunteerActivity, input: ActivityInput) {
  activity.merge({ ...input, lastSubmittedAt: after(activity.requestedChangesAt) })
  await activity.save()
}
