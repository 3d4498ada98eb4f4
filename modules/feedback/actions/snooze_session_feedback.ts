import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { SNOOZE_HOURS } from '../shared/index.js'

/** "Answer Tomorrow" (spec 001 §4.6): the registration's feedback waits SNOOZE_HOURS. The caller checked the 7-day rule. */
export async function snoozeSessionFeedback(registration: { sessionId: number; userId: number }, now = DateTime.utc()): Promise<void> {
  await db
    .from('session_registrations')
    .where('session_id', registration.sessionId)
    .where('user_id', registration.userId)
    .whereNull('deleted_at')
    .update({ snooze_feedback_until: sqlTime(now.plus({ hours: SNOOZE_HOURS })) })
}
