import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { TutoringSession } from '#modules/tutoring/index'
import { SERIES_MESSAGES } from '../messages.js'
import { prepOpen } from '../queries/teaching.js'

export type PrepResult = { ok: true } | { ok: false; reason: string }

/*
 * A host completes the prep prompt of a session (issue 21 §2; spec 001 §3.3
 * session.lesson_prep_completed, lesson_prep_response_at). Open until the session ends. Sets both
 * columns and keeps the notes for the next session's prompt; completing it again replaces the
 * notes and the response time. Who may is TeachingPolicy.prepareSession, asked by the controller.
 *
 * Prep time (a host-session-prep volunteer activity, spec 001 §3.11) is recorded by volunteering,
 * a higher layer, from the 'session.prep.completed' event (one activity per host and session).
 */
export async function completeLessonPrep(input: { sessionId: number; userId: number; minutes: number; notes: string | null }, now = DateTime.utc()): Promise<PrepResult> {
  return db.transaction(async (trx) => {
    const session = await TutoringSession.query({ client: trx }).where('id', input.sessionId).first()
    if (!session || !prepOpen(session, now)) return { ok: false, reason: SERIES_MESSAGES.prepClosed }
    session.merge({ lessonPrepCompleted: true, lessonPrepResponseAt: now, lessonPrepNotes: input.notes?.trim() || null })
    await session.save()
    await hooks.emit('session.prep.completed', { sessionId: session.id, userId: input.userId, durationSeconds: input.minutes * 60 }, { client: trx })
    return { ok: true }
  })
}
