import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { User } from '#modules/identity/index'
import { needsOnboarding } from '../shared/rules.js'

/** Sessions the user hosted that have ended (not canceled, not deleted, host row live). */
export async function pastHostedSessionCount(userId: number, now: DateTime = DateTime.utc()): Promise<number> {
  const row = await db
    .from('session_hosts')
    .join('tutoring_sessions', 'tutoring_sessions.id', 'session_hosts.session_id')
    .where('session_hosts.user_id', userId)
    .whereNull('session_hosts.deleted_at')
    .whereNull('tutoring_sessions.deleted_at')
    .whereNull('tutoring_sessions.canceled_at')
    .where('tutoring_sessions.end_date', '<', sqlTime(now))
    .countDistinct('tutoring_sessions.id as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Whether the user attended a marked onboarding session as a learner. */
export async function attendedOnboardingAsLearner(userId: number): Promise<boolean> {
  const row = await db
    .from('session_attendees')
    .join('training_onboarding_sessions', 'training_onboarding_sessions.session_id', 'session_attendees.session_id')
    .where('session_attendees.user_id', userId)
    .where('session_attendees.role', 'learner')
    .whereNull('session_attendees.deleted_at')
    .select('session_attendees.id')
    .first()
  return Boolean(row)
}

/** spec 001 §5.5 onboarding need, for the dashboard. */
export async function onboardingNeedOf(userId: number, now: DateTime = DateTime.utc()): Promise<boolean> {
  const user = await User.find(userId)
  if (!user) return false
  const roles = await user.roles()
  if (!roles.has('tutor')) return false
  return needsOnboarding({
    isTutor: true,
    pastHostedSessions: await pastHostedSessionCount(userId, now),
    attendedOnboardingAsLearner: await attendedOnboardingAsLearner(userId),
  })
}

export async function isOnboardingSession(sessionId: number): Promise<boolean> {
  return Boolean(await db.from('training_onboarding_sessions').where('session_id', sessionId).first())
}
