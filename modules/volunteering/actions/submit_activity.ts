import { DateTime } from 'luxon'
import VolunteerActivity from '../models/volunteer_activity.js'
import type { ActivityInput } from '../validators/activity_validator.js'

/** A person submits hours by hand (issue 15 §3), waiting for review. */
export async function submitActivity(userId: number, input: ActivityInput) {
  return VolunteerActivity.create({ ...input, userId, sessionId: null, lastSubmittedAt: DateTime.utc() })
}
