import { DateTime } from 'luxon'
import { Course, Topic } from '#modules/catalog/index'
import { World, WorldMember, type WorldVisibility } from '#modules/worlds/index'
import type { Role, User } from '#modules/identity/index'
import { SeriesTemplate, hostSeriesFromTemplate } from '#modules/series/index'
import { createSession } from '#modules/tutoring/index'
import { makeUser } from '#tests/helpers/users'

/*
 * Test data for the dashboard tests, made through the other contexts' public surfaces. Each
 * test makes its own worlds, topics and people. Learners are 15, tutors 25.
 */
let counter = 0
export function unique(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
}

export const birthForAge = (age: number) => DateTime.utc().minus({ years: age, days: 30 }).toISODate()!

export async function makeWorld(visibility: WorldVisibility = 'public') {
  const slug = unique('w')
  return World.create({ slug, title: `World ${slug}`, description: '', guidelines: '', primaryColor: 'indigo', visibility, domain: 'Math', position: 0 })
}

export async function makeTopic(name = unique('Topic')) {
  const course = await Course.create({ slug: unique('c'), name: `Course ${name}`, domain: 'Math', weight: 0 })
  return Topic.create({ courseId: course.id, name, type: 'challenge', description: '', weight: 0, active: true })
}

export const makeLearner = (roles: Role[] = []) => makeUser({ birth: birthForAge(15), roles: ['approved', ...roles] })
export const makeTutor = () => makeUser({ birth: birthForAge(25), roles: ['approved', 'tutor'] })

export async function joinWorld(userId: number, worldId: number) {
  return WorldMember.create({ userId, worldId, level: 'member', position: 0, details: { helpIntents: [] } })
}

export async function makeSession(input: { host: User; worldId: number; topicId: number; title?: string; startInMinutes?: number; maxLearners?: number }) {
  const start = DateTime.utc().plus({ minutes: input.startInMinutes ?? 24 * 60 }).startOf('minute')
  return createSession({
    userId: input.host.id,
    worldId: input.worldId,
    topicId: input.topicId,
    title: input.title ?? unique('Session'),
    description: 'A test session.',
    startDate: start,
    endDate: start.plus({ minutes: 60 }),
    maxLearners: input.maxLearners ?? 10,
    languages: ['en'],
    allowCohosts: false,
    attendancePolicy: 'standard',
  })
}

/** A plain (non-program) template in the world, and a series hosted from it two days ahead. */
export async function makeSeries(input: { host: User; worldId: number; topicId: number; title?: string }) {
  const template = await SeriesTemplate.create({
    slug: unique('tpl').toLowerCase(),
    title: input.title ?? unique('Series'),
    externalDescription: 'A test series.',
    description: 'A test series.',
    curriculum: '',
    attendancePolicy: 'standard',
    scheduleType: 'weekly',
    sessionsPerWeek: 1,
    weeks: 2,
    sessionMinutes: 60,
    questionnaire: [],
    maxLearners: 10,
    allowCohosts: true,
    worldId: input.worldId,
    topicId: input.topicId,
    active: true,
    enabled: true,
    details: {},
  })
  const result = await hostSeriesFromTemplate({
    userId: input.host.id,
    template,
    firstStart: DateTime.utc().plus({ days: 2 }).startOf('hour'),
    zone: 'UTC',
  })
  if (!result.ok) throw new Error(`could not host the test series: ${result.reason}`)
  return { template, seriesId: result.seriesId, sessionIds: result.sessionIds }
}
