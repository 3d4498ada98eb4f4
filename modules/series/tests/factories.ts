import { DateTime } from 'luxon'
import type { World } from '#modules/worlds/index'
import { TutoringSession } from '#modules/tutoring/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import Series from '../models/series.js'
import SeriesHost from '../models/series_host.js'
import SeriesTemplate from '../models/series_template.js'
import SeriesReservation from '../models/series_reservation.js'
import SessionTemplate from '../models/session_template.js'
import type { RichTextContent } from '#modules/rich_text/index'

/*
 * Series test data (worlds, topics and people come from their contexts' factories). Every test
 * makes its own rows.
 */
let counter = 0
const uid = () => `${Date.now().toString(36)}${++counter}${Math.floor(Math.random() * 1e5).toString(36)}`

/** An active challenge topic: anyone with the tutor role can tutor it (spec 000 §6.4). */
async function challengeTopic() {
  return makeTopic((await makeCourse()).id, 'challenge')
}

export async function makeTemplate(world: Pick<World, 'id'>, overrides: Partial<SeriesTemplate> = {}) {
  const id = uid()
  const topicId = overrides.topicId === undefined ? (await challengeTopic()).id : overrides.topicId
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
 * A series with a main host and `sessions` sessions one week apart, the first `firstIn` from now,
 * written directly (no template rules): for reading and registering, not for hosting.
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
  const topicId = template?.topicId ?? (await challengeTopic()).id
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

/** A session template under `template` at the end of its order (issue 21 §1). */
export async function makeSessionTemplate(template: Pick<SeriesTemplate, 'id'>, overrides: Partial<SessionTemplate> = {}) {
  const last = await SessionTemplate.query().where('series_template_id', template.id).max('series_position as max').first()
  return SessionTemplate.create({
    seriesTemplateId: template.id,
    title: `Lesson ${uid()}`,
    description: '',
    externalDescription: '',
    questionnaire: [],
    curriculum: null,
    curriculumUrl: null,
    seriesPosition: Number(last?.$extras.max ?? 0) + 1,
    active: true,
    ...overrides,
  })
}

/** A rich text document of one paragraph (spec 001 §3.8 slate_json_v1). */
export function paragraph(text: string): RichTextContent {
  return { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] }
}
