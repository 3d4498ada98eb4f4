import { DateTime } from 'luxon'
import { SeriesTemplate } from '#modules/series/index'
import { SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { makeUser } from '#tests/helpers/users'
import type { Role, User } from '#modules/identity/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'

let counter = 0
const unique = () => `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e4).toString(36)}`

/** A world, a course and a topic to hang sessions and templates on. */
export async function makePlace() {
  const course = await makeCourse()
  const topic = await makeTopic(course.id, 'challenge')
  const world = await makeWorld('public')
  return { course, topic, world }
}

export type Place = Awaited<ReturnType<typeof makePlace>>

export async function makeSession(place: Place, host: User, overrides: Partial<{ title: string; startDate: DateTime }> = {}) {
  const start = overrides.startDate ?? DateTime.utc().plus({ days: 2 }).startOf('hour')
  return TutoringSession.create({
    userId: host.id,
    worldId: place.world.id,
    topicId: place.topic.id,
    title: overrides.title ?? `Session ${unique()}`,
    description: '',
    qualifications: '',
    maxLearners: 5,
    seatsTaken: 0,
    languages: ['en'],
    startDate: start,
    endDate: start.plus({ hours: 1 }),
    changelog: [],
    attemptedHosting: false,
    allowCohosts: false,
    attendancePolicy: 'standard',
    calendarSequence: 0,
  })
}

export async function register(session: TutoringSession, learner: User) {
  return SessionRegistration.create({ sessionId: session.id, userId: learner.id, type: 'standard', details: {}, attemptedJoining: false })
}

export async function makeTemplate(place: Place, overrides: Partial<{ active: boolean; programSlug: string; programIteration: string }> = {}) {
  const id = unique()
  return SeriesTemplate.create({
    slug: `template-${id}`,
    title: `Template ${id}`,
    externalDescription: '',
    description: '',
    curriculum: '',
    attendancePolicy: 'standard',
    scheduleType: 'weekly',
    sessionsPerWeek: 1,
    weeks: 4,
    sessionMinutes: 60,
    questionnaire: [],
    maxLearners: 10,
    allowCohosts: true,
    worldId: place.world.id,
    active: overrides.active ?? true,
    enabled: true,
    programSlug: overrides.programSlug ?? null,
    programIteration: overrides.programIteration ?? null,
    details: {},
  })
}

/** A valid template form body (spec 001 §3.3 series_template). */
export function templateBody(place: Place, overrides: Record<string, unknown> = {}) {
  return {
    slug: `form-${unique()}`,
    title: 'Algebra study group',
    description: 'For tutors',
    externalDescription: 'For learners',
    curriculum: 'Week 1: linear equations',
    curriculumUrl: 'https://example.org/curriculum',
    attendancePolicy: 'standard',
    scheduleType: 'weekly',
    sessionsPerWeek: 1,
    weeks: 6,
    sessionMinutes: 60,
    maxLearners: 8,
    allowCohosts: true,
    worldId: place.world.id,
    courseId: place.course.id,
    maxRegistrationsPerLearner: 2,
    maxActiveSeriesPerTutor: null,
    gatingGroup: null,
    ...overrides,
  }
}

export function makeStaff(...roles: Role[]) {
  return makeUser({ roles: ['admin:basic', ...roles] })
}

export function makeSuspended(context: 'admin' | 'learner-no-shows' = 'admin') {
  return makeUser({
    roles: ['approved', 'blocked'],
    suspensionActions: [
      { context, reason: 'Test suspension', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null },
    ],
  })
}
