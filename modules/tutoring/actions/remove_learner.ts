import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { notify } from '#modules/notifications/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import TutoringSession from '../models/tutoring_session.js'
import { removalOpen } from '../attendance_rules.js'
import { REMOVAL_MESSAGES, type Outcome } from '../messages.js'
import { LEARNER_REMOVED_KIND } from '../notification_kinds.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

export type RemoveLearnerInput = {
  sessionId: number
  learnerId: number
  hostId: number
  /** Why (required; kept on the registration and passed to safety's review). */
  reason: string
  /** spec 001 §5.3 "Removal message optional": what the learner is told. */
  message: string | null
}

/*
 * A host removes a registrant (issue 11 §1, issue 13; who may: SessionPolicy.removeLearner). In
 * ONE transaction: the registration is soft-deleted with deleted_source 'host-removal', the
 * reason and the message; the seat is freed; a live attendee row is soft-deleted (a removed
 * learner does not count as attended); the learner is notified (with the message when there is
 * one); 'session.learner.removed' is emitted — safety asks the host to review the removal and
 * suspends the learner (spec 000 §6.4). A removed learner cannot register again (register_for_session.ts).
 */
export async function removeLearner(input: RemoveLearnerInput, now: DateTime = DateTime.utc()): Promise<Outcome> {
  const session = await TutoringSession.find(input.sessionId)
  if (!session || !removalOpen(session, now)) return { ok: false, reason: REMOVAL_MESSAGES.closed }
  const reason = input.reason.trim()
  const message = input.message?.trim() || null
  return db.transaction(async (trx) => {
    const at = sqlTime(now)
    const removed = await trx
      .from('session_registrations')
      .where('session_id', session.id)
      .where('user_id', input.learnerId)
      .whereNull('deleted_at')
      .update({ deleted_at: at, deleted_source: 'host-removal', deleted_reason: reason, deleted_message: message, updated_at: at })
    if (affectedRows(removed) === 0) return { ok: false as const, reason: REMOVAL_MESSAGES.notRegistered }
    await trx
      .from('tutoring_sessions')
      .where('id', session.id)
      .where('seats_taken', '>', 0)
      .update({ seats_taken: trx.raw('seats_taken - 1'), updated_at: at })
    await trx.from('session_attendees').where('session_id', session.id).where('user_id', input.learnerId).whereNull('deleted_at').update({ deleted_at: at })
    await notify(
      {
        key: LEARNER_REMOVED_KIND,
        userId: input.learnerId,
        relatedUserId: input.hostId,
        sessionId: session.id,
        payload: { title: session.title, message, href: `/session/${session.id}` },
      },
      { client: trx }
    )
    await hooks.emit('session.learner.removed', { sessionId: session.id, learnerId: input.learnerId, hostId: input.hostId, reason }, { client: trx })
    await forgetPublicLists([PUBLIC_TAGS.sessions], trx)
    return { ok: true as const }
  })
}
