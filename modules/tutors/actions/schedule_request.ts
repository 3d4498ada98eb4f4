import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { Topic } from '#modules/catalog/index'
import { listedWorldsForCourse, findWorldBySlug } from '#modules/worlds/index'
import { cancelSession, createSession, registerForSession, type TutoringSession } from '#modules/tutoring/index'
import type SessionRequest from '../models/session_request.js'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import { REQUEST_MESSAGES } from '../rules.js'
import { moveRequest } from './move_request.js'
import { REQUEST_ANSWERED_KEY, notifyRequest } from '../notifications.js'

export type ScheduleInput = { startDate: DateTime; minutes: number }
export type ScheduleOutcome = { ok: true; session: TutoringSession } | { ok: false; reason: string }

/**
 * The tutor accepts by scheduling a platform session (README "Safety policy"): a normal session
 * with one seat and a meeting room, in a listed world of the topic's course (else The Hub), hosted
 * by the tutor; the learner is registered through tutoring's registration (its own rules apply).
 * The session and the request's move are one transaction; if the registration is then refused,
 * the session is cancelled and the request goes back to open, so nothing is left half-done.
 */
export async function scheduleRequest(request: SessionRequest, tutorUserId: number, input: ScheduleInput): Promise<ScheduleOutcome> {
  const topic = await Topic.find(request.topicId)
  const listed = topic ? await listedWorldsForCourse(topic.courseId) : []
  const world = topic ? (listed[0] ?? (await findWorldBySlug('hub'))) : null
  if (!topic || !world) return { ok: false, reason: REQUEST_MESSAGES.noWorld }
  const profile = await OneOnOneProfile.findBy('user_id', tutorUserId)
  const original = request.status

  let session: TutoringSession | null = null
  const moved = await db.transaction(async (trx) => {
    session = await createSession(
      {
        userId: tutorUserId,
        worldId: world.id,
        topicId: topic.id,
        title: `One-on-one: ${topic.name}`.slice(0, 120),
        description: 'A one-on-one session requested through Peerhaven. It takes place in the session room.',
        startDate: input.startDate,
        endDate: input.startDate.plus({ minutes: input.minutes }),
        maxLearners: 1,
        languages: profile?.languages.length ? profile.languages : ['en'],
        allowCohosts: false,
        attendancePolicy: 'standard',
      },
      trx
    )
    const ok = await moveRequest(request, { to: 'scheduled', byUserId: tutorUserId, note: null, sessionId: session.id }, trx)
    if (!ok) throw new NotOpen()
    return true
  }).catch((error) => {
    if (error instanceof NotOpen) return false
    throw error
  })
  if (!moved || !session) return { ok: false, reason: REQUEST_MESSAGES.notOpen }
  const created = session as TutoringSession

  const registered = await registerForSession(created.id, request.userId)
  if (!registered.ok) {
    await cancelSession(created.id, tutorUserId, 'The learner could not be registered.')
    await db.from('session_requests').where('id', request.id).update({ status: original, session_id: null, activity_log: JSON.stringify(request.activityLog.slice(0, -1)) })
    await request.refresh()
    return { ok: false, reason: registered.reason }
  }
  // Told only once the learner holds the seat (a refused registration above undoes the schedule).
  await notifyRequest({ key: REQUEST_ANSWERED_KEY, userId: request.userId, relatedUserId: tutorUserId, topicName: topic.name, status: 'scheduled' })
  return { ok: true, session: created }
}

class NotOpen extends Error {}
