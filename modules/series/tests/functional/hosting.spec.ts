import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import { registrarFor } from '#kernel/hooks'
import { TutoringSession, SessionHost } from '#modules/tutoring/index'
import { makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import Series from '../../models/series.js'
import SeriesHost from '../../models/series_host.js'
import { SERIES_MESSAGES } from '../../messages.js'
import SeriesTemplatePolicy from '../../policies/series_template_policy.js'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSeries, makeTemplate } from '../factories.js'

const pageOf = (slug: string) => `/w/${slug}/schedule/series-template`

/** A date 10+ days ahead (a Monday-independent wall date) in the given zone. */
const ahead = (days: number, zone: string) => DateTime.now().setZone(zone).plus({ days }).toFormat('yyyy-MM-dd')

/*
 * spec 000 §2.2 "/w/{worldSlug}/schedule/{path} (path series-template is used to host a workshop
 * or publish a bootcamp)"; spec 001 §5.4 (tutor can tutor all topics; per-template limits).
 */
test.group('Host from a template GET /w/:worldSlug/schedule/series-template', () => {
  test('visitor 401; learner and staff without the tutor role 403; tutor 200', async ({ client, assert }) => {
    const world = await makeWorld()
    await makeTemplate(world)
    const visitor = await client.get(pageOf(world.slug)).withInertia()
    visitor.assertStatus(401)
    visitor.assertInertiaPropsContains({ code: 'not_logged_in' })
    for (const user of [await makeUser(), await makeUser({ roles: ['admin:basic'] })]) {
      const response = await client.get(pageOf(world.slug)).withInertia().loginAs(user)
      response.assertStatus(403)
      response.assertInertiaPropsContains({ code: 'not_enough_permission' })
    }
    const tutor = await makeUser({ roles: ['tutor'] })
    const page = await client.get(pageOf(world.slug)).withInertia().loginAs(tutor)
    page.assertStatus(200)
    page.assertInertiaComponent('series/host_from_template')
    assert.lengthOf(page.inertiaProps.templates, 1)
    assert.isTrue(page.inertiaProps.templates[0].canHost)
  })

  test('an unknown world, or a membership world the tutor is not in, is 404', async ({ client }) => {
    const tutor = await makeUser({ roles: ['tutor'] })
    ;(await client.get(pageOf('no-such-world')).withInertia().loginAs(tutor)).assertStatus(404)
    const hidden = await makeWorld('membership')
    ;(await client.get(pageOf(hidden.slug)).withInertia().loginAs(tutor)).assertStatus(404)
  })

  test('lists active, enabled templates with why a tutor cannot host some', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const open = await makeTemplate(world, { title: 'A open' })
    const unitTopic = await makeTopic((await makeCourse()).id, 'unit')
    const needsCert = await makeTemplate(world, { title: 'B needs certification', topicId: unitTopic.id })
    const noTopic = await makeTemplate(world, { title: 'C no topic', topicId: null })
    const vetoed = await makeTemplate(world, { title: 'D vetoed' })
    const notYet = await makeTemplate(world, { title: 'E not yet', tutorRegistrationOpensAt: DateTime.utc().plus({ days: 3 }) })
    await makeTemplate(world, { title: 'F inactive', active: false })
    await makeTemplate(world, { title: 'G disabled', enabled: false })
    registrarFor('test-series-can-host').filter('series.canHost', (subject) =>
      subject.templateId === vetoed.id ? { allowed: false, reason: 'Tutor registration is not open yet for this iteration.' } : { allowed: true }
    )
    const page = await client.get(pageOf(world.slug)).withInertia().loginAs(tutor)
    const byTitle = Object.fromEntries(page.inertiaProps.templates.map((t: any) => [t.title, t]))
    assert.deepEqual(Object.keys(byTitle), ['A open', 'B needs certification', 'C no topic', 'D vetoed', 'E not yet'])
    assert.isTrue(byTitle['A open'].canHost)
    assert.equal(byTitle['B needs certification'].reason, SERIES_MESSAGES.cannotTutorTopic)
    assert.equal(byTitle['C no topic'].reason, SERIES_MESSAGES.templateNoTopic)
    assert.equal(byTitle['D vetoed'].reason, 'Tutor registration is not open yet for this iteration.')
    assert.match(byTitle['E not yet'].reason, /^Tutor registration for this template opens on /)
    assert.equal(page.inertiaProps.selectedTemplateId, open.id)

    // With an approved certification the unit topic becomes hostable.
    await makeCertification(tutor.id, unitTopic.id, 'approved')
    const after = await client.get(`${pageOf(world.slug)}?template=${needsCert.slug}`).withInertia().loginAs(tutor)
    assert.equal(after.inertiaProps.selectedTemplateId, needsCert.id)
    void noTopic
    void notYet
  })
})

test.group('Host from a template POST /w/:worldSlug/schedule/series-template', () => {
  test('creates the series, its approved main host and its sessions in the tutor zone', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { scheduleType: 'biweekly', sessionsPerWeek: 2, weeks: 3, sessionMinutes: 75, maxLearners: 8 })
    const zone = 'America/Los_Angeles'
    const date = ahead(10, zone)
    const response = await client
      .post(pageOf(world.slug))
      .json({ templateId: template.id, firstSessionDate: date, firstSessionTime: '16:30', timezone: zone })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(201)
    const { seriesId, sessionIds } = response.body()
    assert.lengthOf(sessionIds, 6)

    const series = await Series.findOrFail(seriesId)
    assert.equal(series.title, template.title)
    assert.equal(series.maxLearners, 8)
    assert.equal(series.worldId, world.id)
    assert.equal(series.seriesTemplateId, template.id)
    assert.equal(series.userId, tutor.id)
    const hosts = await SeriesHost.query().where('series_id', seriesId)
    assert.lengthOf(hosts, 1)
    assert.equal(hosts[0].role, 'main')
    assert.isNotNull(hosts[0].approvedAt)

    const sessions = await TutoringSession.query().where('series_id', seriesId).orderBy('start_date')
    assert.lengthOf(sessions, 6)
    for (const session of sessions) {
      assert.equal(session.startDate.setZone(zone).toFormat('HH:mm'), '16:30')
      assert.equal(session.endDate.diff(session.startDate, 'minutes').minutes, 75)
      assert.equal(session.maxLearners, 8)
      assert.equal(session.topicId, template.topicId)
      assert.equal(session.userId, tutor.id)
    }
    assert.equal(sessions[0].startDate.setZone(zone).toFormat('yyyy-MM-dd'), date)
    assert.equal(sessions[1].startDate.diff(sessions[0].startDate, 'days').days >= 2.9, true)
    assert.isNotNull(await SessionHost.query().where('session_id', sessions[0].id).where('user_id', tutor.id).first())
  })

  test('an Inertia form post redirects to the new series page', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { weeks: 1, sessionsPerWeek: 1 })
    const response = await client
      .post(pageOf(world.slug))
      .json({ templateId: template.id, firstSessionDate: ahead(5, 'UTC'), firstSessionTime: '09:00', timezone: 'UTC' })
      .loginAs(tutor)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    const series = await Series.query().where('series_template_id', template.id).firstOrFail()
    assert.equal(response.header('location'), `/series/${series.id}`)
  })

  test('learners and staff without the tutor role cannot post; visitors must sign in', async ({ client, assert }) => {
    const world = await makeWorld()
    const template = await makeTemplate(world)
    const body = { templateId: template.id, firstSessionDate: ahead(5, 'UTC'), firstSessionTime: '09:00', timezone: 'UTC' }
    ;(await client.post(pageOf(world.slug)).json(body).withCsrfToken().accept('json')).assertStatus(401)
    for (const user of [await makeUser(), await makeUser({ roles: ['admin:super'] })]) {
      ;(await client.post(pageOf(world.slug)).json(body).loginAs(user).withCsrfToken().accept('json')).assertStatus(403)
    }
    assert.isNull(await Series.query().where('series_template_id', template.id).first())
  })

  test('malformed input gets 422 and creates nothing', async ({ client, assert }) => {
    const world = await makeWorld()
    const other = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world)
    const foreign = await makeTemplate(other)
    const good = { templateId: template.id, firstSessionDate: ahead(5, 'UTC'), firstSessionTime: '09:00', timezone: 'UTC' }
    const bad = [
      {},
      { ...good, templateId: 'x' },
      { ...good, firstSessionDate: '2026-13-45' },
      { ...good, firstSessionDate: 'tomorrow' },
      { ...good, firstSessionTime: '25:00' },
      { ...good, timezone: 'Mars/Olympus' },
      { ...good, templateId: foreign.id },
      { ...good, firstSessionDate: DateTime.utc().minus({ days: 2 }).toFormat('yyyy-MM-dd') },
      { ...good, description: 'x'.repeat(5001) },
    ]
    for (const body of bad) {
      const response = await client.post(pageOf(world.slug)).json(body).loginAs(tutor).withCsrfToken().accept('json')
      response.assertStatus(422)
    }
    const past = await client
      .post(pageOf(world.slug))
      .json({ ...good, firstSessionDate: DateTime.utc().minus({ days: 2 }).toFormat('yyyy-MM-dd') })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    assert.deepEqual(past.body().errors, [{ field: 'firstSessionDate', message: SERIES_MESSAGES.startInPast }])
    assert.isNull(await Series.query().where('series_template_id', template.id).first())
  })

  test('a time skipped by a DST change is refused with a clear message', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world)
    // The next US spring-forward day: second Sunday of March.
    let year = DateTime.utc().year + 1
    let day = DateTime.fromObject({ year, month: 3, day: 1 }, { zone: 'America/New_York' })
    while (day.weekday !== 7) day = day.plus({ days: 1 })
    day = day.plus({ weeks: 1 })
    const response = await client
      .post(pageOf(world.slug))
      .json({ templateId: template.id, firstSessionDate: day.toFormat('yyyy-MM-dd'), firstSessionTime: '02:30', timezone: 'America/New_York' })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'firstSessionTime')
    void year
  })

  test('refusals: cannot tutor the topic, program veto, minimum start, max active series per tutor', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const post = (templateId: number, date = ahead(5, 'UTC')) =>
      client
        .post(pageOf(world.slug))
        .json({ templateId, firstSessionDate: date, firstSessionTime: '09:00', timezone: 'UTC' })
        .loginAs(tutor)
        .withCsrfToken()
        .accept('json')

    const certified = await makeTemplate(world, { topicId: (await makeTopic((await makeCourse()).id, 'unit')).id })
    const a = await post(certified.id)
    a.assertStatus(422)
    assert.equal(a.body().errors[0].message, SERIES_MESSAGES.cannotTutorTopic)

    const vetoed = await makeTemplate(world)
    registrarFor('test-series-host-veto').filter('series.canHost', (subject) =>
      subject.templateId === vetoed.id ? { allowed: false, reason: 'Finish the program training first.' } : { allowed: true }
    )
    const b = await post(vetoed.id)
    assert.deepEqual(b.body().errors, [{ field: 'form', message: 'Finish the program training first.' }])

    const later = await makeTemplate(world, { minimumStartDate: DateTime.utc().plus({ days: 30 }) })
    const c = await post(later.id)
    assert.equal(c.body().errors[0].field, 'firstSessionDate')
    assert.match(c.body().errors[0].message, /^The first session cannot start before /)
    ;(await post(later.id, ahead(40, 'UTC'))).assertStatus(201)

    const limited = await makeTemplate(world, { maxActiveSeriesPerTutor: 1, weeks: 1, sessionsPerWeek: 1 })
    ;(await post(limited.id)).assertStatus(201)
    const d = await post(limited.id, ahead(12, 'UTC'))
    d.assertStatus(422)
    assert.equal(d.body().errors[0].message, SERIES_MESSAGES.maxActiveSeries(1))
    // A series that ended (closed) no longer counts.
    for (const row of await Series.query().where('series_template_id', limited.id)) {
      row.closedAt = DateTime.utc().minus({ minutes: 1 })
      await row.save()
    }
    ;(await post(limited.id, ahead(12, 'UTC'))).assertStatus(201)
  })

  test('hosting emits series.created after the write', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { weeks: 1, sessionsPerWeek: 1 })
    const seen: number[] = []
    registrarFor('test-series-created').on('series.created', async (payload) => {
      if (payload.templateId === template.id) seen.push(payload.seriesId)
    })
    const response = await client
      .post(pageOf(world.slug))
      .json({ templateId: template.id, firstSessionDate: ahead(5, 'UTC'), firstSessionTime: '09:00', timezone: 'UTC' })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    await eventually(() => seen.length > 0, 'series.created')
    assert.deepEqual(seen, [response.body().seriesId])
  })

  test('registering for a hosted series also registers for its future sessions; withdrawing leaves them', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { weeks: 2, sessionsPerWeek: 1 })
    const created = await client
      .post(pageOf(world.slug))
      .json({ templateId: template.id, firstSessionDate: ahead(5, 'UTC'), firstSessionTime: '09:00', timezone: 'UTC' })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    const { seriesId, sessionIds } = created.body()
    const learner = await makeUser()
    ;(await client.post(`/series/${seriesId}/register`).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    const { SessionRegistration } = await import('#modules/tutoring/index')
    const registered = await SessionRegistration.query().whereIn('session_id', sessionIds).where('user_id', learner.id)
    assert.lengthOf(registered, 2)
    ;(await client.post(`/series/${seriesId}/withdraw`).json({}).loginAs(learner).withCsrfToken().accept('json')).assertStatus(200)
    const left = await SessionRegistration.query().whereIn('session_id', sessionIds).where('user_id', learner.id)
    assert.lengthOf(left, 0)
  })
})

test.group('Series made by fixtures still count for the per-tutor limit', () => {
  test('an open series with a future session counts as active', async ({ assert }) => {
    const world = await makeWorld()
    const tutor = await makeUser({ roles: ['tutor'] })
    const template = await makeTemplate(world, { maxActiveSeriesPerTutor: 1 })
    await makeSeries({ hostId: tutor.id, world, template })
    const verdict = await new Bouncer(tutor).with(SeriesTemplatePolicy).execute('host', template)
    assert.isFalse(verdict.authorized)
    assert.equal(verdict.message, SERIES_MESSAGES.maxActiveSeries(1))
  })
})
