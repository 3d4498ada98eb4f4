import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { markOnboardingSession } from '#modules/training/index'
import { findWorldBySlug } from '#modules/worlds/index'
import { WORLD_SLUG } from '../constants.js'
import type { SatTest } from '../sat_tests.js'
import { sessionFitsOnboarding } from '../tutor_rules.js'

export const ONBOARDING_LINK_MESSAGES = {
  noSession: 'There is no such session.',
  notInWorld: 'Only sessions in the SAT Bootcamp world can be onboarding sessions.',
  canceled: 'That session was canceled.',
  outsideWindow: (title: string) => `That session does not start within the onboarding window of ${title}.`,
  linked: (title: string) => `The session is now an onboarding session of ${title}.`,
  alreadyLinked: 'That session is already an onboarding session.',
} as const

/*
 * Staff make a session of the SAT Bootcamp world an onboarding session of a test (spec 001 §4.3
 * onboarding session release and deadline): it must start within that window. Training's mark
 * (spec 001 §5.5 "attended an onboarding session as learner") is set too, so attending it counts
 * wherever onboarding is asked; marking is idempotent, so a retry after a failure completes it.
 */
export async function linkOnboardingSession(sessionId: number, test: SatTest & { key: string }, byUserId: number): Promise<{ ok: boolean; message: string }> {
  const session = await db.from('tutoring_sessions').where('id', sessionId).whereNull('deleted_at').first()
  if (!session) return { ok: false, message: ONBOARDING_LINK_MESSAGES.noSession }
  const world = await findWorldBySlug(WORLD_SLUG)
  if (!world || session.world_id !== world.id) return { ok: false, message: ONBOARDING_LINK_MESSAGES.notInWorld }
  if (session.canceled_at) return { ok: false, message: ONBOARDING_LINK_MESSAGES.canceled }
  if (!sessionFitsOnboarding(test, fromDbTime(session.start_date)!)) return { ok: false, message: ONBOARDING_LINK_MESSAGES.outsideWindow(test.title) }
  const existing = await db.from('sat_bootcamp_onboarding_sessions').where('session_id', sessionId).first()
  if (!existing) {
    // A concurrent request may insert in between: the unique session_id keeps one row.
    await db
      .table('sat_bootcamp_onboarding_sessions')
      .insert({ session_id: sessionId, sat_test: test.key, created_by_user_id: byUserId, created_at: DateTime.utc().toSQL({ includeOffset: false }) })
      .onConflict('session_id')
      .ignore()
  }
  await markOnboardingSession(sessionId)
  return existing ? { ok: false, message: ONBOARDING_LINK_MESSAGES.alreadyLinked } : { ok: true, message: ONBOARDING_LINK_MESSAGES.linked(test.title) }
}
