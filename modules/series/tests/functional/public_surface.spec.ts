import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import {
  SeriesTemplate,
  listUpcomingSeries,
  registerForSeries,
  seriesFor,
  upsertProgramTemplate,
  withdrawFromSeries,
  type ProgramTemplateInput,
} from '../../index.js'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSeries, makeTemplate, reserve } from '../factories.js'

const zone = 'America/New_York'
function programInput(worldSlug: string, overrides: Partial<ProgramTemplateInput> = {}): ProgramTemplateInput {
  const at = (iso: string) => DateTime.fromISO(iso, { zone })
  return {
    slug: `caw-test-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    title: 'The Essay',
    description: 'Write a college essay you are proud of.',
    externalDescription: 'Four sessions on the personal statement.',
    worldSlug,
    scheduleType: 'biweekly',
    sessionsPerWeek: 2,
    weeks: 2,
    sessionMinutes: 75,
    maxLearners: 15,
    programSlug: 'college-admissions-workshops',
    programIteration: '2026-03',
    offeringSlug: 'the-essay',
    tutorRegistrationOpensAt: at('2026-02-01T09:00:00.123'),
    learnerRegistrationOpensAt: at('2026-02-08T09:00'),
    learnerDeadlineAt: at('2026-02-28T23:59'),
    startsAt: at('2026-03-02T00:00'),
    endsAt: at('2026-03-31T23:59'),
    details: { ratio: 0.4, surveys: { pre: 'https://example.org/pre' } },
    ...overrides,
  }
}

test.group('upsertProgramTemplate (programs:sync)', () => {
  test('creates once, then the same input changes nothing', async ({ assert }) => {
    const world = await makeWorld()
    const input = programInput(world.slug)
    assert.deepEqual(await upsertProgramTemplate(input), { created: true, changed: true })
    const stored = await SeriesTemplate.findByOrFail('slug', input.slug)
    assert.equal(stored.worldId, world.id)
    assert.equal(stored.scheduleType, 'biweekly')
    assert.equal(stored.programIteration, '2026-03')
    assert.isTrue(stored.active && stored.enabled)
    assert.equal(stored.learnerDeadlineAt!.toMillis(), DateTime.fromISO('2026-02-28T23:59', { zone }).toMillis())
    const updatedAt = stored.updatedAt.toMillis()

    // Same content, details keys in another order, same instants in another zone.
    const again = { ...input, details: { surveys: { pre: 'https://example.org/pre' }, ratio: 0.4 }, startsAt: input.startsAt.toUTC() }
    assert.deepEqual(await upsertProgramTemplate(again), { created: false, changed: false })
    assert.equal((await SeriesTemplate.findByOrFail('slug', input.slug)).updatedAt.toMillis(), updatedAt)

    assert.deepEqual(await upsertProgramTemplate({ ...input, title: 'The Essay (new)' }), { created: false, changed: true })
    assert.equal((await SeriesTemplate.findByOrFail('slug', input.slug)).title, 'The Essay (new)')
  })

  test('an omitted topicId keeps the stored topic; staff switches (enabled) are left alone', async ({ assert }) => {
    const world = await makeWorld()
    const input = programInput(world.slug)
    await upsertProgramTemplate(input)
    const stored = await SeriesTemplate.findByOrFail('slug', input.slug)
    const topicTemplate = await makeTemplate(world)
    stored.topicId = topicTemplate.topicId
    stored.enabled = false
    await stored.save()
    assert.deepEqual(await upsertProgramTemplate(input), { created: false, changed: false })
    const after = await SeriesTemplate.findByOrFail('slug', input.slug)
    assert.equal(after.topicId, topicTemplate.topicId)
    assert.isFalse(after.enabled)
  })

  test('bad input throws with a message naming the field', async ({ assert }) => {
    const world = await makeWorld()
    await assert.rejects(() => upsertProgramTemplate(programInput('no-such-world')), /unknown world/)
    await assert.rejects(() => upsertProgramTemplate(programInput(world.slug, { scheduleType: 'monthly' as any })), /scheduleType/)
    await assert.rejects(() => upsertProgramTemplate(programInput(world.slug, { weeks: 0 })), /weeks/)
    await assert.rejects(() => upsertProgramTemplate(programInput(world.slug, { slug: 'Bad Slug' })), /slug/)
  })
})

test.group('listUpcomingSeries and seriesFor', () => {
  test('upcoming series of a world: joinable ones, earliest first, with seats left and host name', async ({ assert }) => {
    const world = await makeWorld()
    const host = await makeUser({ roles: ['tutor'] })
    const later = await makeSeries({ hostId: host.id, world, firstIn: { days: 9 }, maxLearners: 4, title: 'Later' })
    const sooner = await makeSeries({ hostId: host.id, world, firstIn: { days: 3 }, maxLearners: 4, title: 'Sooner' })
    await makeSeries({ hostId: host.id, world, closedAt: DateTime.utc().minus({ hours: 1 }), title: 'Closed' })
    await makeSeries({ hostId: host.id, world, enrollmentClosedAt: DateTime.utc().minus({ hours: 1 }), title: 'Enrollment closed' })
    await makeSeries({ hostId: host.id, world, firstIn: { days: -30 }, sessions: 1, title: 'Over' })
    await reserve(sooner.series.id, host.id, { email: 'x@example.org' }, DateTime.utc().plus({ days: 1 }))
    ;(await registerForSeries(sooner.series.id, (await makeUser()).id)).ok

    const page = await listUpcomingSeries({ worldId: world.id })
    assert.deepEqual(page.data.map((item) => item.title), ['Sooner', 'Later'])
    assert.equal(page.meta.total, 2)
    assert.equal(page.data[0].seatsLeft, 2)
    assert.equal(page.data[0].hostName, host.name)
    assert.equal(page.data[0].worldSlug, world.slug)
    assert.equal(page.data[0].firstSessionAt, sooner.sessions[0].startDate.toUTC().toISO())
    assert.equal(page.data[1].id, later.series.id)

    const paged = await listUpcomingSeries({ worldId: world.id, perPage: 1, page: 2 })
    assert.deepEqual(paged.meta, { total: 2, currentPage: 2, lastPage: 2 })
    assert.deepEqual(paged.data.map((item) => item.title), ['Later'])
  })

  test('filters by template ids and program slug; membership worlds are left out by default', async ({ assert }) => {
    const world = await makeWorld()
    const hidden = await makeWorld('membership')
    const host = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { programSlug: `prog-${Date.now()}` })
    const inTemplate = await makeSeries({ hostId: host.id, world, template })
    await makeSeries({ hostId: host.id, world })
    const hiddenTemplate = await makeTemplate(hidden, { programSlug: template.programSlug })
    await makeSeries({ hostId: host.id, world: hidden, template: hiddenTemplate })

    assert.deepEqual((await listUpcomingSeries({ templateIds: [template.id] })).data.map((i) => i.id), [inTemplate.series.id])
    assert.deepEqual((await listUpcomingSeries({ templateIds: [] })).data, [])
    assert.deepEqual((await listUpcomingSeries({ programSlug: template.programSlug! })).data.map((i) => i.id), [inTemplate.series.id])
    assert.lengthOf((await listUpcomingSeries({ programSlug: template.programSlug!, includeMembershipWorlds: true })).data, 2)
  })

  test('seriesFor: series I learn in and host, soonest first; withdrawn and closed ones drop out', async ({ assert }) => {
    const host = await makeUser({ roles: ['tutor'] })
    const learner = await makeUser()
    const hosted = await makeSeries({ hostId: learner.id, firstIn: { days: 6 }, title: 'Mine to host' })
    const learning = await makeSeries({ hostId: host.id, firstIn: { days: 2 }, title: 'Learning' })
    const dropped = await makeSeries({ hostId: host.id, firstIn: { days: 4 }, title: 'Dropped' })
    assert.isTrue((await registerForSeries(learning.series.id, learner.id)).ok)
    assert.isTrue((await registerForSeries(dropped.series.id, learner.id)).ok)
    assert.isTrue((await withdrawFromSeries(dropped.series.id, learner.id, 'busy')).ok)

    const mine = await seriesFor(learner.id)
    assert.deepEqual(
      mine.map(({ title, role }) => ({ title, role })),
      [
        { title: 'Learning', role: 'learner' },
        { title: 'Mine to host', role: 'host' },
      ]
    )
    assert.equal(mine[0].nextSessionAt, learning.sessions[0].startDate.toUTC().toISO())
    assert.equal(mine[1].id, hosted.series.id)
  })
})
