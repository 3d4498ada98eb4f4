import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Course, Topic, CertificationRequest } from '#modules/catalog/index'
import { World, WorldMember, type WorldVisibility } from '#modules/worlds/index'
import type { Role, User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { createSession } from '../actions/create_session.js'

/*
 * Test data for the tutoring tests: each test makes its own worlds, topics and people.
 * Default ages (the test clock is the real one): learners are 15, tutors 25.
 */
let counter = 0
function unique(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
}

export function birthForAge(age: number) {
  return DateTime.utc().minus({ years: age, days: 30 }).toISODate()!
}

export async function makeWorld(visibility: WorldVisibility = 'public', courseId: number | null = null) {
  const slug = unique('w')
  return World.create({ slug, title: `World ${slug}`, description: '', guidelines: '', primaryColor: 'indigo', visibility, domain: 'Math', position: 0, courseId })
}

export async function makeCourse() {
  const slug = unique('c')
  return Course.create({ slug, name: `Course ${slug}`, domain: 'Math', weight: 0 })
}

/** An active challenge topic: anyone with the tutor role can tutor it (spec 000 §6.4). */
export async function makeTopic(options: { type?: 'challenge' | 'unit'; courseId?: number; name?: string } = {}) {
  const courseId = options.courseId ?? (await makeCourse()).id
  return Topic.create({
    courseId,
    name: options.name ?? unique('Topic'),
    type: options.type ?? 'challenge',
    description: '',
    weight: 0,
    active: true,
  })
}

export async function certify(userId: number, topicId: number) {
  return CertificationRequest.create({ userId, topicId, type: 'video', approvedAt: DateTime.utc(), readyForReviewAt: DateTime.utc() })
}

export async function makeLearner(age = 15, extraRoles: Role[] = []) {
  return makeUser({ birth: birthForAge(age), roles: ['approved', ...extraRoles] })
}

export async function makeTutor(age = 25, extraRoles: Role[] = []) {
  return makeUser({ birth: birthForAge(age), roles: ['approved', 'tutor', ...extraRoles] })
}

export async function makeStaff() {
  return makeUser({ birth: birthForAge(30), roles: ['approved', 'admin:basic'] })
}

export async function joinWorld(userId: number, worldId: number) {
  return WorldMember.create({ userId, worldId, level: 'member', position: 0, details: { helpIntents: [] } })
}

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
}

export async function makeSession(setup: SessionSetup = {}) {
  const host = setup.host ?? (await makeTutor())
  const worldId = setup.worldId ?? (await makeWorld()).id
  const topicId = setup.topicId ?? (await makeTopic()).id
  const start = DateTime.utc().plus({ minutes: setup.startInMinutes ?? 2 * 24 * 60 }).startOf('minute')
  const session = await createSession({
    userId: host.id,
    worldId,
    topicId,
    title: setup.title ?? unique('Session'),
    description: 'We will practise together.',
    startDate: start,
    endDate: start.plus({ minutes: setup.minutes ?? 60 }),
    maxLearners: setup.maxLearners ?? 10,
    languages: setup.languages ?? ['en'],
    allowCohosts: setup.allowCohosts ?? false,
    attendancePolicy: setup.attendancePolicy ?? 'standard',
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
