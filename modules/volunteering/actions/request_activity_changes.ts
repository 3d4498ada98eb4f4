import db from '@adonisjs/lucid/services/db'
import type VolunteerActivity from '../models/volunteer_activity.js'
import { notifyChangesRequested } from '../notifications.js'
import { after } from '../activity_times.js'

/**
 * A reviewer asks for changes (spec 001 §4.1 "changes required"). On approved hours this revokes
 * the approval too — the way hours are revoked, which invalidates certificates that counted them.
 */
export async function requestActivityChanges(activity: VolunteerActivity, reviewerId: number, message: string) {
  await db.transaction(async (trx) => {
    activity.useTransaction(trx)
    activity.merge({ approvedAt: null, reviewerId, requestedChanges: message, requestedChangesAt: after(activity.lastSubmittedAt) })
    await activity.save()
    await notifyChangesRequested(activity.userId, reviewerId, { client: trx })
  })
}
