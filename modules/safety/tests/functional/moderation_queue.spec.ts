import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { registrarFor } from '#kernel/hooks'
import { registerSubjectType } from '#kernel/subjects'
import type { User } from '#modules/identity/index'
import { eventually } from '#tests/helpers/wait'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { ContentFlag, flagContent } from '../../index.js'
import type { ReportReason } from '../../shared/index.js'

/*
 * The staff Moderation page (spec 000 §6.3 "Moderation: safety or policy"; issue 13 §1 queue
 * "sorted by severity then age"), and a report's whole path without the community module: a
 * test-only subject type is reported through POST /reports/content, seen in the queue and
 * reviewed, and both events reach a handler.
 */
const THING = 'test_moderation_thing'
const hiddenThings = new Set<number>()
registerSubjectType('test:moderation', THING, {
  async resolve(id, viewer) {
    if (!viewer || hiddenThings.has(id)) return null
    return { title: `Thing number ${id}`, href: `/things/${id}` }
  },
})
const delivered: Array<{ event: string; flagId: number; payload: unknown }> = []
registrarFor('test:moderation').on('content.flagged', (payload) => {
  delivered.push({ event: 'content.flagged', flagId: payload.flagId, payload })
})
registrarFor('test:moderation').on('content.flag.reviewed', (payload) => {
  delivered.push({ event: 'content.flag.reviewed', flagId: payload.flagId, payload })
})

let nextThing = 1
async function flag(reporter: User, category: ReportReason = 'spam', id = nextThing++) {
  const result = await db.transaction((trx) =>
    flagContent({ subject: { type: THING, id }, reporterId: reporter.id, category, details: null, content: `Thing number ${id}`, link: `/things/${id}` }, { client: trx })
  )
  return { ...result, subjectId: id }
}

type Case = { label: string; roles: string[] | null; allowed: boolean }
const CASES: Case[] = [
  { label: 'visitor', roles: null, allowed: false },
  { label: 'learner', roles: ['approved'], allowed: false },
  { label: 'admin:basic without safety or policy', roles: ['approved', 'admin:basic', 'admin:mentor'], allowed: false },
  { label: 'admin:safety without admin:basic', roles: ['approved', 'admin:safety'], allowed: false },
  { label: 'admin:basic + admin:safety', roles: ['approved', 'admin:basic', 'admin:safety'], allowed: true },
  { label: 'admin:basic + admin:policy', roles: ['approved', 'admin:basic', 'admin:policy'], allowed: true },
]

test.group('Moderation page authorisation (spec 000 §6.3: safety or policy)', () => {
  test('GET /admin/moderation — {label}')
    .with(CASES)
    .run(async ({ client, assert }, entry) => {
      const reporter = await makeLearner()
      await flag(reporter)
      const request = client.get('/admin/moderation').withInertia().redirects(0)
      const response = entry.roles ? await request.loginAs(await makeUser({ roles: entry.roles as any })) : await request
      if (entry.allowed) {
        response.assertStatus(200)
        assert.equal(response.body().component, 'safety/moderation')
        assert.isAbove(response.inertiaProps.flags.length, 0)
      } else {
        assert.oneOf(response.status(), [401, 403])
        assert.notExists(response.inertiaProps?.flags)
      }
    })

  test('POST /admin/moderation/flags/:id/review — {label}')
    .with(CASES)
    .run(async ({ client, assert }, entry) => {
      const reporter = await makeLearner()
      const { id } = await flag(reporter)
      const request = client.post(`/admin/moderation/flags/${id}/review`).json({ outcome: 'dismissed' }).withCsrfToken().withInertia().redirects(0)
      const response = entry.roles ? await request.loginAs(await makeUser({ roles: entry.roles as any })) : await request
      const stored = await ContentFlag.findOrFail(id)
      if (entry.allowed) {
        response.assertStatus(302)
        assert.equal(stored.status, 'dismissed')
      } else {
        assert.oneOf(response.status(), [401, 403])
        assert.equal(stored.status, 'open')
      }
    })
})

test.group('Moderation queue', (group) => {
  group.each.setup(() => resetRateLimits())

  test('open flags, high severity first then oldest, with reporter name, snapshot, link and report count; filters', async ({ client, assert }) => {
    await ContentFlag.query().where('content_type', THING).update({ status: 'dismissed' })
    const [a, b, c, staff] = await Promise.all([makeLearner(), makeLearner(), makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:policy'] })])
    const low = await flag(a, 'spam')
    const high = await flag(a, 'overly-personal-content')
    const medium = await flag(b, 'bullying-or-harassment')
    // A second report of the high-severity thing.
    await flag(c, 'threatening-violence', high.subjectId)

    const page = await client.get('/admin/moderation').qs({ type: THING }).withInertia().loginAs(staff)
    page.assertStatus(200)
    const flags: Array<Record<string, any>> = page.inertiaProps.flags
    assert.deepEqual(
      flags.map((item) => item.id),
      [high.id, flags[1].id, medium.id, low.id]
    )
    assert.equal(flags[1].subjectId, high.subjectId)
    assert.containsSubset(flags[0], {
      contentType: THING,
      subjectId: high.subjectId,
      category: 'overly-personal-content',
      severity: 'high',
      status: 'open',
      content: `Thing number ${high.subjectId}`,
      link: `/things/${high.subjectId}`,
      reporterName: a.displayName,
      reportsOnSubject: 2,
    })
    assert.notProperty(flags[0], 'userId')
    assert.notInclude(JSON.stringify(page.inertiaProps), a.email)
    assert.include(page.inertiaProps.types, THING)

    const onlyMedium = await client.get('/admin/moderation').qs({ type: THING, severity: 'medium' }).withInertia().loginAs(staff)
    assert.deepEqual(
      onlyMedium.inertiaProps.flags.map((item: { id: number }) => item.id),
      [medium.id]
    )
    const closed = await client.get('/admin/moderation').qs({ type: THING, status: 'dismissed' }).withInertia().loginAs(staff)
    assert.isTrue(closed.inertiaProps.flags.every((item: { status: string }) => item.status === 'dismissed'))
    // A malformed filter falls back to the open queue.
    const lenient = await client.get('/admin/moderation').qs({ status: 'everything', page: 'x' }).withInertia().loginAs(staff)
    lenient.assertStatus(200)
    assert.equal(lenient.inertiaProps.filters.status, 'open')
  })

  test('review: a missing flag is a 404, a closed one is told and unchanged, a bad outcome changes nothing', async ({ client, assert }) => {
    const [reporter, staff] = await Promise.all([makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })])
    const { id } = await flag(reporter)
    const post = (flagId: number, body: Record<string, unknown>) =>
      client.post(`/admin/moderation/flags/${flagId}/review`).json(body).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    ;(await post(987_654, { outcome: 'upheld' })).assertStatus(404)
    const bad = await post(id, { outcome: 'deleted' })
    assert.notEqual(bad.status(), 200)
    assert.equal((await ContentFlag.findOrFail(id)).status, 'open')
    ;(await post(id, { outcome: 'upheld', note: 'Removed by staff' })).assertStatus(302)
    const again = await post(id, { outcome: 'dismissed' })
    again.assertStatus(302)
    const stored = await ContentFlag.findOrFail(id)
    assert.include(stored.$attributes, { status: 'upheld', reviewerId: staff.id, reviewNote: 'Removed by staff' })
  })

  test('end to end: reported through POST /reports/content, seen in the queue, dismissed; both events delivered', async ({ client, assert }) => {
    const [reporter, staff] = await Promise.all([makeLearner(), makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })])
    const thing = nextThing++
    hiddenThings.add(thing)
    const refused = await client.post('/reports/content').json({ subjectType: THING, subjectId: thing, category: 'suicide-or-self-harm' }).withCsrfToken().accept('json').loginAs(reporter)
    refused.assertStatus(404)
    hiddenThings.delete(thing)

    const sent = await client
      .post('/reports/content')
      .json({ subjectType: THING, subjectId: thing, category: 'suicide-or-self-harm', details: 'Said goodbye to everyone' })
      .withCsrfToken()
      .accept('json')
      .loginAs(reporter)
    sent.assertStatus(200)
    assert.deepEqual(sent.body(), { severity: 'high' })
    const flagRow = await ContentFlag.query().where('content_type', THING).where('subject_id', thing).firstOrFail()
    await eventually(() => delivered.some((item) => item.event === 'content.flagged' && item.flagId === flagRow.id), 'content.flagged delivered')
    assert.deepEqual(delivered.find((item) => item.event === 'content.flagged' && item.flagId === flagRow.id)!.payload, {
      flagId: flagRow.id,
      subjectType: THING,
      subjectId: thing,
      severity: 'high',
    })

    const queue = await client.get('/admin/moderation').qs({ type: THING, severity: 'high' }).withInertia().loginAs(staff)
    const shown = queue.inertiaProps.flags.find((item: { id: number }) => item.id === flagRow.id)
    assert.containsSubset(shown, { details: 'Said goodbye to everyone', reporterName: reporter.displayName, link: `/things/${thing}` })

    const review = await client.post(`/admin/moderation/flags/${flagRow.id}/review`).json({ outcome: 'dismissed', note: 'Checked in with them' }).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    review.assertStatus(302)
    await eventually(() => delivered.some((item) => item.event === 'content.flag.reviewed' && item.flagId === flagRow.id), 'content.flag.reviewed delivered')
    assert.deepEqual(delivered.find((item) => item.event === 'content.flag.reviewed' && item.flagId === flagRow.id)!.payload, {
      flagId: flagRow.id,
      subjectType: THING,
      subjectId: thing,
      outcome: 'dismissed',
      reviewerId: staff.id,
    })
    const events = await db.from('hook_outbox_events').whereIn('event', ['content.flagged', 'content.flag.reviewed']).whereLike('payload', `%"flagId":${flagRow.id},%`).select('event')
    assert.sameMembers(
      events.map((row: { event: string }) => row.event),
      ['content.flagged', 'content.flag.reviewed']
    )
  })
})
