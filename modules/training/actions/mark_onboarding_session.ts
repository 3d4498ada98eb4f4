import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'

/** Marks a session as a new-tutor onboarding session (spec 001 §5.5); marking twice changes nothing. */
export async function markOnboardingSession(sessionId: number) {
  await db.table('training_onboarding_sessions').insert({ session_id: sessionId, created_at: sqlTime(DateTime.utc()) }).onConflict('session_id').ignore()
}
