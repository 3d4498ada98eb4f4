import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { makeTutor } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { createSession } from '../actions/create_session.js'
import { registerForSession } from '../actions/register_for_session.js'

/*
 * Tutoring's own test data: sessions (through createSession), with their world, topic and host
 * made by the shared factories when not given. People, worlds and topics come from those
 * factories directly (#tests/helpers/users, worlds and catalog tests/factories.ts).
 */
let counter = 0

export type SessionSetup = {
  host?: User
  worldId?: number
  topicId?: number
  startInMinutes?: number
  minutes?: number
  maxLearners?: number
  allowCohosts?: boolean
  title?: string
  languages?: string[]
  attendancePolicy?: string
  /** Forms-engine blocks learners answer at registration (issue 21 §3). */
  questionnaire?: unknown[]
}

export async function makeSession(setup: SessionSetup = {}) {
  const host = setup.host ?? (await makeTutor())
  const worldId = setup.worldId ?? (await makeWorld()).id
  const topicId = setup.topicId ?? (await makeTopic((await makeCourse()).id, 'challenge')).id
  const start = DateTime.utc().plus({ minutes: setup.startInMinutes ?? 2 * 24 * 60 }).startOf('minute')
  const session = await createSession({
    userId: host.id,
    worldId,
    topicId,
    title: setup.title ?? `Session ${++counter}`,
    description: 'We will practise together.',
    startDate: start,
    endDate: start.plus({ minutes: setup.minutes ?? 60 }),
    maxLearners: setup.maxLearners ?? 10,
    languages: setup.languages ?? ['en'],
    allowCohosts: setup.allowCohosts ?? false,
    attendancePolicy: setup.attendancePolicy ?? 'standard',
    questionnaire: setup.questionnaire,
  })
  return { session, host, worldId, topicId }
}

/** Moves a session's times (e.g. into the past) without the form rules. */
export async function setTimes(sessionId: number, times: Partial<Record<'start_date' | 'end_date' | 'zoom_start_date' | 'zoom_end_date', DateTime | null>>) {
  const values: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(times)) values[key] = value ? value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss') : null
  await db.from('tutoring_sessions').where('id', sessionId).update(values)
}

export async function seatsTaken(sessionId: number) {
  const row = await db.from('tutoring_sessions').where('id', sessionId).select('seats_taken').first()
  return Number(row.seats_taken)
}

export async function liveRegistrations(sessionId: number) {
  const row = await db.from('session_registrations').where('session_id', sessionId).whereNull('deleted_at').count('* as total').first()
  return Number(row.total)
}

/**
 * A session with registered learners that already took place (registration needs an upcoming
 * session, so it is created ahead, filled, then moved): it started `startedMinutesAgo` ago.
 */
export async function makePastSession(setup: SessionSetup & { learners?: User[]; startedMinutesAgo?: number } = {}) {
  const made = await makeSession(setup)
  for (const learner of setup.learners ?? []) {
    const outcome = await registerForSession(made.session.id, learner.id)
    if (!outcome.ok) throw new Error(`makePastSession: ${outcome.reason}`)
  }
  const start = DateTime.utc().minus({ minutes: setup.startedMinutesAgo ?? 120 }).startOf('minute')
  await setTimes(made.session.id, { start_date: start, end_date: start.plus({ minutes: setup.minutes ?? 60 }) })
  return made
}

/** Time travel: moves a session, and the join clicks recorded in it, `minutes` into the past. */
export async function travelBack(sessionId: number, minutes: number) {
  const session = await db.from('tutoring_sessions').where('id', sessionId).select('start_date', 'end_date').first()
  const shift = (value: unknown) => fromDbTime(value)!.minus({ minutes })
  await setTimes(sessionId, { start_date: shift(session.start_date), end_date: shift(session.end_date) })
  const attendees = await db.from('session_attendees').where('session_id', sessionId).whereNotNull('joined_at').select('id', 'joined_at')
  for (const row of attendees) await db.from('session_attendees').where('id', row.id).update({ joined_at: sqlTime(shift(row.joined_at)) })
}

/** Gives users inserted in bulk the reviewed role `approved` (identity's gated actions refuse unreviewed accounts). */
export async function approveInBulk(userIds: number[]) {
  const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
  const rows = userIds.map((userId) => ({ user_id: userId, role: 'approved', assigned_source: 'test', created_at: now, updated_at: now }))
  for (let i = 0; i < rows.length; i += 100) await db.table('user_roles').multiInsert(rows.slice(i, i + 100))
}
