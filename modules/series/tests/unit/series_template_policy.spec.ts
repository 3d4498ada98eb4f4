import { test } from '@japa/runner'
import { Bouncer, type AuthorizationResponse } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import { registrarFor } from '#kernel/hooks'
import type { User } from '#modules/identity/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import SeriesTemplate from '../../models/series_template.js'
import SeriesTemplatePolicy from '../../policies/series_template_policy.js'
import { offeredForHosting } from '../../policies/series_template_scope.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { makeSeries, makeTemplate } from '../factories.js'

/* SeriesTemplatePolicy as Bouncer runs it: who opens a world's host page, which templates it offers, who hosts them. */
const as = (user: User) => new Bouncer(user).with(SeriesTemplatePolicy)

/** 'allowed', or the status a denial answers with (403 unless the policy says otherwise). */
const outcome = (response: AuthorizationResponse) => (response.authorized ? 'allowed' : (response.status ?? 403))

test.group('SeriesTemplatePolicy.hostIn (spec 000 §2.2 ".../schedule/series-template")', () => {
  test('tutors only (403), whatever the world; then the world must be one they can see (404)', async ({ assert }) => {
    const open = await makeWorld()
    const closed = await makeWorld('membership')
    const learner = await makeUser()
    const staff = await makeUser({ roles: ['admin:basic'] })
    const tutor = await makeUser({ roles: ['tutor'] })
    for (const world of [open, closed, null]) {
      assert.equal(outcome(await as(learner).execute('hostIn', world)), 403)
      assert.equal(outcome(await as(staff).execute('hostIn', world)), 403)
    }
    assert.equal(outcome(await as(tutor).execute('hostIn', open)), 'allowed')
    assert.equal(outcome(await as(tutor).execute('hostIn', null)), 404)
    assert.equal(outcome(await as(tutor).execute('hostIn', closed)), 404)
    await makeMember(tutor.id, closed.id)
    assert.equal(outcome(await as(tutor).execute('hostIn', closed)), 'allowed')
  })
})

test.group('SeriesTemplatePolicy.host (spec 000 §6.4, spec 001 §5.4)', () => {
  test('an offered template on a challenge topic: any tutor', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    assert.equal(outcome(await as(await makeUser({ roles: ['tutor'] })).execute('host', template)), 'allowed')
  })

  test('an adult flagged background-check-missing hosts no series; a minor tutor is not held by it (issue 13 §3)', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    const flagged = await makeUser({ birth: birthForAge(25), roles: ['tutor', 'flag:background_check_missing'] })
    const denial = await as(flagged).execute('host', template)
    assert.equal(outcome(denial), 422)
    assert.equal(denial.message, SERIES_MESSAGES.backgroundCheckNeeded)
    const peer = await makeUser({ birth: birthForAge(16), roles: ['tutor', 'flag:background_check_missing'] })
    assert.equal(outcome(await as(peer).execute('host', template)), 'allowed')
  })

  test('refusals carry the sentence shown next to the template (422)', async ({ assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const unit = await makeTopic((await makeCourse()).id, 'unit')
    const cases: Array<[SeriesTemplate, string]> = [
      [await makeTemplate(world, { active: false }), SERIES_MESSAGES.templateUnavailable],
      [await makeTemplate(world, { enabled: false }), SERIES_MESSAGES.templateUnavailable],
      [await makeTemplate(world, { endsAt: DateTime.utc().minus({ days: 1 }) }), SERIES_MESSAGES.templateEnded],
      [await makeTemplate(world, { topicId: null }), SERIES_MESSAGES.templateNoTopic],
      [await makeTemplate(world, { topicId: unit.id }), SERIES_MESSAGES.cannotTutorTopic],
    ]
    for (const [template, message] of cases) {
      assert.deepInclude(await as(tutor).execute('host', template), { authorized: false, status: 422, message })
    }
    const later = await makeTemplate(world, { tutorRegistrationOpensAt: DateTime.utc().plus({ days: 3 }) })
    assert.match((await as(tutor).execute('host', later)).message!, /^Tutor registration for this template opens on /)
  })

  test('an approved certification opens a unit topic (spec 000 §6.4 "an approved certification")', async ({ assert }) => {
    const tutor = await makeUser({ roles: ['tutor'] })
    const unit = await makeTopic((await makeCourse()).id, 'unit')
    const template = await makeTemplate(await makeWorld(), { topicId: unit.id })
    assert.isFalse((await as(tutor).execute('host', template)).authorized)
    await makeCertification(tutor.id, unit.id, 'approved')
    assert.equal(outcome(await as(tutor).execute('host', template)), 'allowed')
  })

  test("a program's veto (series.canHost) comes with the program's reason", async ({ assert }) => {
    // Filters stay registered for the whole process, and ids start again in the next suite's
    // database: this one is keyed on a program slug of its own.
    const programSlug = `veto-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`
    const template = await makeTemplate(await makeWorld(), { programSlug })
    registrarFor('test-template-policy-veto').filter('series.canHost', (subject) =>
      subject.programSlug === programSlug ? { allowed: false, reason: 'Finish the program training first.' } : { allowed: true }
    )
    const verdict = await as(await makeUser({ roles: ['tutor'] })).execute('host', template)
    assert.deepInclude(verdict, { authorized: false, status: 422, message: 'Finish the program training first.' })
  })

  test('max active series per tutor counts the series they host that still run', async ({ assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { maxActiveSeriesPerTutor: 1 })
    assert.equal(outcome(await as(tutor).execute('host', template)), 'allowed')
    const { series } = await makeSeries({ hostId: tutor.id, world, template })
    assert.equal((await as(tutor).execute('host', template)).message, SERIES_MESSAGES.maxActiveSeries(1))
    // Another tutor is not limited by it; a closed series no longer counts.
    assert.equal(outcome(await as(await makeUser({ roles: ['tutor'] })).execute('host', template)), 'allowed')
    series.closedAt = DateTime.utc().minus({ minutes: 1 })
    await series.save()
    assert.equal(outcome(await as(tutor).execute('host', template)), 'allowed')
  })
})

test.group('The host page offers exactly what SeriesTemplatePolicy.view allows (offeredForHosting)', () => {
  test('same templates, same answers: active, enabled, not retired, program round not over', async ({ assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const now = DateTime.utc()
    const fixtures: Record<string, SeriesTemplate> = {
      offered: await makeTemplate(world),
      roundAhead: await makeTemplate(world, { endsAt: now.plus({ days: 5 }) }),
      inactive: await makeTemplate(world, { active: false }),
      disabled: await makeTemplate(world, { enabled: false }),
      roundOver: await makeTemplate(world, { endsAt: now.minus({ minutes: 1 }) }),
      retired: await makeTemplate(world),
    }
    await fixtures.retired.softDelete()
    const ids = Object.values(fixtures).map((template) => template.id)
    // withDeleted: the scope itself must leave retired templates out (it also runs as a subquery).
    const listed = await offeredForHosting(
      SeriesTemplate.query()
        .withScopes((scopes) => scopes.withDeleted())
        .whereIn('id', ids),
      now
    )
    const inList = new Set(listed.map((template) => template.id))
    for (const [name, template] of Object.entries(fixtures)) {
      const allowed = (await as(tutor).execute('view', template, now)).authorized
      assert.equal(inList.has(template.id), allowed, name)
    }
    assert.sameMembers(
      Object.entries(fixtures)
        .filter(([, template]) => inList.has(template.id))
        .map(([name]) => name),
      ['offered', 'roundAhead']
    )
  })
})
