import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import TutoringSession from '../models/tutoring_session.js'
import { sessionState } from '../session_state.js'
import { SESSION_MESSAGES } from '../messages.js'
import { notifySessionChange } from '../jobs/session_jobs.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/*
 * Cancels a session before it starts. Registrations are kept (the calendar feed then shows the
 * event as CANCELLED, and registrants' history stays right); the cancellation is recorded in the
 * changelog, bumps the calendar sequence, mails registrants and hosts and emits `session.canceled`.
 */
export async function cancelSession(
  sessionId: number,
  byUserId: number | null,
  reason: string | null
): Promise<{ ok: true; session: TutoringSession } | { ok: false; reason: string }> {
  const outcome = await db.transaction(async (trx) => {
    const query = TutoringSession.query({ client: trx }).where('id', sessionId)
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const session = await query.first()
    if (!session) return { ok: false as const, reason: SESSION_MESSAGES.notEditable }
    const state = sessionState(session)
    if (state === 'canceled') return { ok: false as const, reason: SESSION_MESSAGES.alreadyCanceled }
    if (state !== 'upcoming') return { ok: false as const, reason: SESSION_MESSAGES.notEditable }
    const at = DateTime.utc()
    session.useTransaction(trx)
    session.canceledAt = at
    session.cancelReason = reason?.trim() ? reason.trim() : null
    session.calendarSequence = session.calendarSequence + 1
    session.changelog = [...session.changelog, { at: at.toISO()!, byUserId, changes: { canceledAt: { from: null, to: at.toISO() } } }]
    await session.save()
    await hooks.emit('session.canceled', { sessionId, byUserId }, { client: trx })
    await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    return { ok: true as const, session }
  })
  if (outcome.ok) await notifySessionChange(outcome.session, 'canceled', byUserId)
  return outcome
}
