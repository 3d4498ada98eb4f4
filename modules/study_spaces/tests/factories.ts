import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { User } from '#modules/identity/index'
import { createSession } from '#modules/tutoring/index'
import { makeTutor } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'

let counter = 0

export type SpaceSetup = {
  host?: User
  worldId?: number
  /** Minutes from now to the start: negative for a space already running (default -5: live). */
  startInMinutes?: number
  minutes?: number
  maxLearners?: number
  format?: 'study-space' | 'group'
}

/** A study space through tutoring's createSession (format 'study-space'), live by default. */
export async function makeStudySpace(setup: SpaceSetup = {}) {
  const host = setup.host ?? (await makeTutor())
  const worldId = setup.worldId ?? (await makeWorld()).id
  const topic = await makeTopic((await makeCourse()).id, 'challenge')
  const start = DateTime.utc().plus({ minutes: setup.startInMinutes ?? -5 }).startOf('minute')
  const session = await createSession({
    userId: host.id,
    worldId,
    topicId: topic.id,
    title: `Study space ${Date.now().toString(36)}-${++counter}`,
    description: 'Bring your homework.',
    startDate: start,
    endDate: start.plus({ minutes: setup.minutes ?? 90 }),
    maxLearners: setup.maxLearners ?? 10,
    languages: ['en'],
    allowCohosts: false,
    attendancePolicy: 'standard',
    format: setup.format ?? 'study-space',
  })
  return { session, host, worldId, topic }
}

/** Everything a drop-in writes, for "nothing written" checks. */
export async function writtenFor(sessionId: number, userId: number) {
  const registrations = await db.from('session_registrations').where('session_id', sessionId).where('user_id', userId)
  const attendees = await db.from('session_attendees').where('session_id', sessionId).where('user_id', userId)
  const session = await db.from('tutoring_sessions').where('id', sessionId).select('seats_taken').first()
  return { registrations, attendees, seatsTaken: Number(session.seats_taken) }
}
