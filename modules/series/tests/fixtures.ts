import { DateTime } from 'luxon'
import { Course, Topic, CertificationRequest } from '#modules/catalog/index'
import { World, type WorldVisibility } from '#modules/worlds/index'
import { TutoringSession } from '#modules/tutoring/index'
import Series from '../models/series.js'
import SeriesHost from '../models/series_host.js'
import SeriesTemplate from '../models/series_template.js'
import SeriesReservation from '../models/series_reservation.js'

/* Test data of the series context: every test makes its own (no global cleanup). */
let counter = 0
const uid = () => `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e5).toString(36)}`

export async function makeWorld(visibility: WorldVisibility = 'public') {
  const id = uid()
  return World.create({
    slug: `sw-${id}`.slice(0, 80),
    title: `Series World ${id}`,
    description: 'A world for series tests',
    guidelines: '',
    primaryColor: 'blue',
    visibility,
    domain: 'Math',
    position: 0,
  })
}

/** A topic; a challenge topic (active) is tutorable by anyone (spec 000 §6.4). */
export async function makeTopic(type: 'challenge' | 'unit' = 'challenge') {
  const id = uid()
  const course = await Course.create({ name: `Course ${id}`, slug: `sc-${id}`.slice(0, 80), domain: 'Series', weight: 0 })
  return Topic.create({ courseId: course.id, name: `Topic ${id}`, type, description: '', weight: 0, active: true, certificationTypes: [] })
}

export async function certify(userId: number, topicId: number) {
  return CertificationRequest.create({ userId, topicId, type: 'video', approvedAt: DateTime.utc(), details: {} } as any)
}

export async function makeTemplate(world: World, overrides: Partial<SeriesTemplate> = {}) {
  const id = uid()
  const topicId = overrides.topicId === undefined ? (await makeTopic()).id : overrides.topicId
  return SeriesTemplate.create({
    slug: `st-${id}`,
    title: `Template ${id}`,
    description: 'Learn things together.',
    externalDescription: 'Learn things together, publicly.',
    curriculum: '',
    attendancePolicy: 'standard',
    scheduleType: 'weekly',
    sessionsPerWeek: 2,
    weeks: 2,
    sessionMinutes: 60,
    questionnaire: [],
    maxLearners: 10,
    allowCohosts: true,
    worldId: world.id,
    active: true,
    enabled: true,
    details: {},
    ...overrides,
    topicId,
  })
}

/**
 * A series with a main host and `sessions` sessions one week apart, the first `firstIn` from now.
 */
export async function makeSeries(options: {
  hostId: number
  world?: World
  template?: SeriesTemplate | null
  maxLearners?: number
  sessions?: number
  firstIn?: { days?: number; hours?: number }
  closedAt?: DateTime | null
  closedReason?: string | null
  enrollmentClosedAt?: DateTime | null
  title?: string
}) {
  const world = options.world ?? (await makeWorld('public'))
  const template = options.template ?? null
  const series = await Series.create({
    userId: options.hostId,
    worldId: world.id,
    seriesTemplateId: template?.id ?? null,
    title: options.title ?? `Series ${uid()}`,
    description: 'A friendly series.',
    maxLearners: options.maxLearners ?? 5,
    seatsTaken: 0,
    languages: ['en'],
    closedAt: options.closedAt ?? null,
    closedReason: options.closedReason ?? null,
    enrollmentClosedAt: options.enrollmentClosedAt ?? null,
  })
  await SeriesHost.create({ userId: options.hostId, seriesId: series.id, role: 'main', approvedAt: DateTime.utc() })
  const topicId = template?.topicId ?? (await makeTopic()).id
  const first = DateTime.utc().plus(options.firstIn ?? { days: 2 }).startOf('minute')
  const sessions: TutoringSession[] = []
  for (let index = 0; index < (options.sessions ?? 2); index++) {
    const start = first.plus({ weeks: index })
    sessions.push(
      await TutoringSession.create({
        userId: options.hostId,
        worldId: world.id,
        topicId,
        seriesId: series.id,
        title: `${series.title} · Session ${index + 1}`,
        description: '',
        qualifications: '',
        maxLearners: series.maxLearners,
        seatsTaken: 0,
        languages: ['en'],
        startDate: start,
        endDate: start.plus({ hours: 1 }),
        attemptedHosting: false,
        allowCohosts: true,
        attendancePolicy: 'standard',
        calendarSequence: 0,
        changelog: [],
      } as any)
    )
  }
  return { series, world, sessions }
}

export async function reserve(seriesId: number, reserverUserId: number, target: { userId?: number; email?: string }, expiredAt: DateTime) {
  return SeriesReservation.create({
    seriesId,
    reserverUserId,
    userId: target.userId ?? null,
    userEmail: target.email ?? null,
    expiredAt,
  })
}

export async function freshSeries(id: number) {
  return Series.findOrFail(id)
}
