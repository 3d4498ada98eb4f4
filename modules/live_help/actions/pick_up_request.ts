import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { Topic } from '#modules/catalog/index'
import { World } from '#modules/worlds/index'
import { cancelSession, createSession, registerForSession, type TutoringSession } from '#modules/tutoring/index'
import type LiveHelpRequest from '../models/live_help_request.js'
import { MESSAGES, SESSION_LEAD_MINUTES, SESSION_MINUTES, statusOf } from '../rules.js'
import { PICKED_UP_KEY, notifyLiveHelp } from '../notifications.js'

export type PickUpOutcome = { ok: true; session: TutoringSession; joined: number } | { ok: false; reason: string }

class Taken extends Error {}

/**
 * A tutor picks up an open request (issue 18 §1): in ONE transaction a guarded update claims it
 * (`WHERE tutor_user_id IS NULL AND not canceled/completed`; zero rows = someone was first, so two
 * tutors can never make two sessions), tutoring creates an instant session with a room hosted by
 * the tutor, and the request points at it. The learner is then registered through tutoring's own
 * registration (its rules apply: minors' rules, standing); if that is refused, the session is
 * canceled and the request is open again, so nothing is left half-done. The learner is told.
 * Who may pick up is the policy's (LiveHelpPolicy.pickUp); the state is settled here.
 *
 * `others` (issue 18 §1 "optionally others with the same question"): open requests of the same
 * world and topic the tutor may take (the caller checks, queries/requests.ts `sameQuestionOthers`).
 * Each is claimed by the same guarded update (one already taken is skipped), the session gets a
 * seat for each, and each learner is registered and told; one whose registration is refused goes
 * back to open without touching the others.
 */
export async function pickUpRequest(request: LiveHelpRequest, tutorUserId: number, others: LiveHelpRequest[] = []): Promise<PickUpOutcome> {
  const topic = await Topic.find(request.topicId)
  const world = await World.find(request.worldId)
  if (!topic || !world) return { ok: false, reason: MESSAGES.notOpen }
  const start = DateTime.utc().plus({ minutes: SESSION_LEAD_MINUTES }).set({ millisecond: 0 })

  let session: TutoringSession
  let joined: LiveHelpRequest[] = []
  try {
    session = await db.transaction(async (trx) => {
      const claim = async (id: number) => {
        const now = sqlTime(DateTime.utc())
        const claimed = await trx
          .from('live_help_requests')
          .where('id', id)
          .whereNull('tutor_user_id')
          .whereNull('session_id')
          .whereNull('canceled_at')
          .whereNull('completed_at')
          .update({ tutor_user_id: tutorUserId, picked_up_at: now, updated_at: now })
        return affectedRows(claimed) === 1
      }
      if (!(await claim(request.id))) throw new Taken()
      joined = []
      for (const other of others) {
        if (other.id !== request.id && other.worldId === request.worldId && other.topicId === request.topicId && (await claim(other.id))) joined.push(other)
      }
      const created = await createSession(
        {
          userId: tutorUserId,
          worldId: world.id,
          topicId: topic.id,
          title: `Live help: ${topic.name}`.slice(0, 120),
          description: `An instant live help session for a question asked in ${world.title}. It takes place in the session room.`,
          startDate: start,
          endDate: start.plus({ minutes: SESSION_MINUTES }),
          maxLearners: 1 + joined.length,
          languages: ['en'],
          allowCohosts: false,
          attendancePolicy: 'standard',
          format: 'live-help',
        },
        trx
      )
      await trx.from('live_help_requests').whereIn('id', [request.id, ...joined.map((other) => other.id)]).update({ session_id: created.id })
      return created
    })
  } catch (error) {
    if (!(error instanceof Taken)) throw error
    await request.refresh()
    return { ok: false, reason: statusOf(request) === 'in-progress' ? MESSAGES.alreadyPickedUp : MESSAGES.notOpen }
  }

  const registered = await registerForSession(session.id, request.userId)
  if (!registered.ok) {
    await cancelSession(session.id, tutorUserId, 'The learner could not be registered.')
    await db.from('live_help_requests').where('id', request.id).where('session_id', session.id).update({ tutor_user_id: null, picked_up_at: null, session_id: null, updated_at: sqlTime(DateTime.utc()) })
    await request.refresh()
    return { ok: false, reason: `${MESSAGES.registration} ${registered.reason}` }
  }
  await request.refresh()
  await notifyLiveHelp({ key: PICKED_UP_KEY, userId: request.userId, relatedUserId: tutorUserId, topicName: topic.name, worldId: world.id, sessionId: session.id, requestId: request.id })
  let count = 0
  for (const other of joined) {
    const added = await registerForSession(session.id, other.userId)
    if (!added.ok) {
      await db.from('live_help_requests').where('id', other.id).where('session_id', session.id).update({ tutor_user_id: null, picked_up_at: null, session_id: null, updated_at: sqlTime(DateTime.utc()) })
      continue
    }
    count += 1
    await notifyLiveHelp({ key: PICKED_UP_KEY, userId: other.userId, relatedUserId: tutorUserId, topicName: topic.name, worldId: world.id, sessionId: session.id, requestId: other.id })
  }
  return { ok: true, session, joined: count }
}
