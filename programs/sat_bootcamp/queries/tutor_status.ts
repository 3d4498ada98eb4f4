import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { User, ageOn } from '#modules/identity/index'
import { attendedOnboardingAsLearner, pastHostedSessionCount } from '#modules/training/index'
import type { TutorReadiness } from '../tutor_rules.js'
import { satConsentOf, type SatConsentStatus } from './consent_status.js'

/** The newest signature of the tutor agreement, or null. */
export async function tutorAgreementOf(userId: number): Promise<{ version: string; signedAt: string } | null> {
  const row = await db.from('sat_bootcamp_tutor_agreements').where('user_id', userId).orderBy('id', 'desc').first()
  return row ? { version: row.version, signedAt: fromDbTime(row.created_at)!.toISO()! } : null
}

/** What the publishing rule (tutor_rules.ts) reads about a person, with their consent status. */
export async function tutorReadinessOf(userId: number): Promise<(TutorReadiness & { consent: SatConsentStatus }) | null> {
  const user = await User.find(userId)
  if (!user) return null
  const [agreement, consent, pastHostedSessions, attendedOnboarding] = await Promise.all([
    tutorAgreementOf(userId),
    satConsentOf(user),
    pastHostedSessionCount(userId),
    attendedOnboardingAsLearner(userId),
  ])
  const age = user.dateOfBirth ? ageOn(user.dateOfBirth, DateTime.utc()) : null
  return {
    agreed: agreement !== null,
    minor: age === null || age < 18,
    parentConsented: consent.parent === 'granted',
    pastHostedSessions,
    attendedOnboarding,
    consent,
  }
}
