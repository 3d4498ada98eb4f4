import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { hostSeriesFromTemplate } from '#modules/series/index'
import { createSession } from '#modules/tutoring/index'
import { makeTemplate } from '#modules/series/tests/factories'

/*
 * Dashboard test data made through the other contexts' public surfaces (worlds, topics and
 * people come from their contexts' factories). Each test makes its own rows.
 */
let counter = 0
function unique(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
}

/** A session the host scheduled, a day ahead unless told otherwise. */
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

/** A plain (non-program) weekly template in the world, and a series hosted from it two days ahead. */
export async function hostSeries(input: { host: User; worldId: number; topicId: number; title?: string }) {
  const template = await makeTemplate(
    { id: input.worldId },
    { topicId: input.topicId, title: input.title ?? unique('Series'), sessionsPerWeek: 1, weeks: 2 }
  )
  const result = await hostSeriesFromTemplate({
    userId: input.host.id,
    template,
    firstStart: DateTime.utc().plus({ days: 2 }).startOf('hour'),
    zone: 'UTC',
  })
  if (!result.ok) throw new Error(`could not host the test series: ${result.reason}`)
  return { template, seriesId: result.seriesId, sessionIds: result.sessionIds }
}
