import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import TutoringSession from '../models/tutoring_session.js'
import SessionHost from '../models/session_host.js'
import { sessionState } from '../session_state.js'
import { HOST_MESSAGES, type Outcome } from '../messages.js'

/*
 * Co-hosts (spec 000 §6.4, spec 001 §5.4, spec 002 §6): allowed when the session's
 * allow_cohosts is set. A tutor asks to co-host (optional message); the primary host approves
 * (approve_cohost.ts) or removes (remove_host.ts). Who may ask is SessionPolicy.requestCohost.
 * Someone the primary host removed cannot ask again; a registered learner unregisters first.
 */
export async function requestCohost(sessionId: number, userId: number, message: string | null): Promise<Outcome> {
  const session = await TutoringSession.find(sessionId)
  if (!session || sessionState(session) !== 'upcoming') return { ok: false, reason: HOST_MESSAGES.notEditable }
  if (!session.allowCohosts) return { ok: false, reason: HOST_MESSAGES.cohostsNotAllowed }
  const rows = await SessionHost.query()
    .withScopes((s) => s.withDeleted())
    .where('session_id', sessionId)
    .where('user_id', userId)
  if (rows.some((r) => !r.isDeleted)) return { ok: false, reason: HOST_MESSAGES.alreadyHost }
  if (rows.some((r) => r.deletedSource === 'main-host')) return { ok: false, reason: HOST_MESSAGES.removedBefore }
  const registered = await db
    .from('session_registrations')
    .where('session_id', sessionId)
    .where('user_id', userId)
    .whereNull('deleted_at')
    .first()
  if (registered) return { ok: false, reason: HOST_MESSAGES.registeredAsLearner }
  try {
    await SessionHost.create({
      userId,
      sessionId,
      role: 'co-host',
      requestMessage: message?.trim() ? message.trim() : null,
      attemptedHosting: false,
      tutoringSeconds: 0,
      approvedAt: null,
    })
  } catch (error) {
    // The partial unique index (one live host row per person and session) refused a double request.
    if (isUniqueViolation(error)) return { ok: false, reason: HOST_MESSAGES.alreadyHost }
    throw error
  }
  return { ok: true }
}
