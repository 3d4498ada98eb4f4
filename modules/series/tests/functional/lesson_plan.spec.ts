import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { eventually } from '#tests/helpers/wait'
import { serializeRichText } from '#modules/rich_text/index'
import { SessionHost, TutoringSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type Series from '../../models/series.js'
import SeriesRegistration from '../../models/series_registration.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { makeSeries, paragraph } from '../factories.js'

/*
 * spec 000 §2.2 "/series/{id}/lesson-plan (query as=tutor)"; spec 001 §3.3 series.group_lesson_plan,
 * series_registration.lesson_plan, session.lesson_prep_completed, lesson_prep_response_at;
 * issue 21 §2 (a learner sees only the group plan and their own).
 */
async function setting() {
  const host = await makeTutor()
  const { series, sessions } = await makeSeries({ hostId: host.id, sessions: 2 })
  for (const session of sessions) await SessionHost.create({ userId: host.id, sessionId: session.id, role: 'main', approvedAt: DateTime.utc(), attemptedHosting: false, tutoringSeconds: 0 })
  const ana = await makeLearner()
  const ben = await makeLearner()
  for (const learner of [ana, ben]) if (!(await registerForSeries(series.id, learner.id)).ok) throw new Error('registration failed')
  const registrationOf = async (userId: number) => SeriesRegistration.query().where('series_id', series.id).where('user_id', userId).firstOrFail()
  const anaRegistration = await registrationOf(ana.id)
  anaRegistration.lessonPlan = paragraph('Ana: practise factoring')
  await anaRegistration.save()
  const benRegistration = await registrationOf(ben.id)
  benRegistration.lessonPlan = paragraph('Ben: review exponents')
  await benRegistration.save()
  series.groupLessonPlan = paragraph('Week 1: equations')
  await series.save()
  return { host, series, sessions, ana, ben, anaRegistration, benRegistration }
}

const planOf = (series: Series) => `/series/${series.id}/lesson-plan`

test.group('GET /series/:id/lesson-plan', () => {
  test('a learner sees the group plan and their own plan, never another learner’s', async ({ client, assert }) => {
    const { series, ana } = await setting()
    const response = await client.get(planOf(series)).withInertia().loginAs(ana)
    response.assertStatus(200)
    response.assertInertiaComponent('series/lesson_plan')
    const props = response.inertiaProps
    assert.deepEqual(props.groupPlan, paragraph('Week 1: equations'))
    assert.deepEqual(props.ownPlan, paragraph('Ana: practise factoring'))
    assert.deepEqual(props.learners, [])
    assert.isFalse(props.canEdit)
    assert.isFalse(props.canViewLearnerPlans)
    assert.notInclude(JSON.stringify(props), 'Ben: review exponents')
  })

  test('?as=tutor: hosts and staff get every learner’s plan; learners, other hosts, outsiders 403; visitors 401', async ({ client, assert }) => {
    const { series, host, ana, ben } = await setting()
    const tutorView = `${planOf(series)}?as=tutor`
    const hostPage = await client.get(tutorView).withInertia().loginAs(host)
    hostPage.assertStatus(200)
    assert.isTrue(hostPage.inertiaProps.canEdit)
    assert.deepEqual(
      hostPage.inertiaProps.learners.map((row: any) => [row.displayName, row.plan]),
      [
        [ana.displayName, paragraph('Ana: practise factoring')],
        [ben.displayName, paragraph('Ben: review exponents')],
      ]
    )
    const staffPage = await client.get(tutorView).withInertia().loginAs(await makeUser({ roles: ['admin:basic'] }))
    staffPage.assertStatus(200)
    assert.lengthOf(staffPage.inertiaProps.learners, 2)
    assert.isFalse(staffPage.inertiaProps.canEdit)

    for (const user of [ana, await makeLearner(), await makeTutor()]) (await client.get(tutorView).withInertia().loginAs(user)).assertStatus(403)
    ;(await client.get(tutorView).withInertia()).assertStatus(401)
  })

  test('without ?as=tutor: a learner not registered and another series’ host get 403, a visitor 401', async ({ client }) => {
    const { series } = await setting()
    const otherHost = await makeTutor()
    await makeSeries({ hostId: otherHost.id })
    for (const user of [await makeLearner(), otherHost]) (await client.get(planOf(series)).withInertia().loginAs(user)).assertStatus(403)
    ;(await client.get(planOf(series)).withInertia()).assertStatus(401)
    ;(await client.get('/series/999999999/lesson-plan').withInertia().loginAs(await makeLearner())).assertStatus(404)
  })

  test('the series page links its class to the lesson plan (hosts to ?as=tutor); nobody else', async ({ client, assert }) => {
    const { series, host, ana } = await setting()
    const cardOf = async (user: any) => {
      const request = client.get(`/series/${series.id}`).withInertia()
      const response = user ? await request.loginAs(user) : await request
      return (response.inertiaProps.sidebar as any[]).find((card) => card.key === 'series.lesson-plan')?.href ?? null
    }
    assert.equal(await cardOf(host), `${planOf(series)}?as=tutor`)
    assert.equal(await cardOf(ana), planOf(series))
    assert.isNull(await cardOf(await makeLearner()))
    assert.isNull(await cardOf(null))
  })
})

test.group('PUT /series/:id/lesson-plan and /lesson-plan/learners/:registrationId', () => {
  test('the host saves the group plan and a learner’s plan', async ({ client, assert }) => {
    const { series, host, benRegistration } = await setting()
    const group = await client.put(planOf(series)).json({ plan: serializeRichText(paragraph('Week 2: graphs')) }).loginAs(host).withCsrfToken().accept('json')
    group.assertStatus(200)
    await series.refresh()
    assert.deepEqual(series.groupLessonPlan, paragraph('Week 2: graphs'))
    const own = await client
      .put(`${planOf(series)}/learners/${benRegistration.id}`)
      .json({ plan: serializeRichText(paragraph('Ben: logarithms next')) })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    own.assertStatus(200)
    await benRegistration.refresh()
    assert.deepEqual(benRegistration.lessonPlan, paragraph('Ben: logarithms next'))
  })

  test('learners (even their own plan), staff and other hosts may not write; visitors must sign in', async ({ client, assert }) => {
    const { series, ana, anaRegistration } = await setting()
    const body = { plan: serializeRichText(paragraph('Changed')) }
    for (const user of [ana, await makeUser({ roles: ['admin:basic'] }), await makeTutor()]) {
      ;(await client.put(planOf(series)).json(body).loginAs(user).withCsrfToken().accept('json')).assertStatus(403)
      ;(await client.put(`${planOf(series)}/learners/${anaRegistration.id}`).json(body).loginAs(user).withCsrfToken().accept('json')).assertStatus(403)
    }
    ;(await client.put(planOf(series)).json(body).withCsrfToken().accept('json')).assertStatus(401)
    await series.refresh()
    await anaRegistration.refresh()
    assert.deepEqual(series.groupLessonPlan, paragraph('Week 1: equations'))
    assert.deepEqual(anaRegistration.lessonPlan, paragraph('Ana: practise factoring'))
  })

  test('unsafe rich text and a registration of another series are refused and change nothing', async ({ client, assert }) => {
    const { series, host } = await setting()
    const unsafe = await client
      .put(planOf(series))
      .json({ plan: JSON.stringify({ serialization_method: 'raw_html', content: '<img src=x onerror=alert(1)>' }) })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    unsafe.assertStatus(422)
    const other = await setting()
    const foreign = await client
      .put(`${planOf(series)}/learners/${other.anaRegistration.id}`)
      .json({ plan: serializeRichText(paragraph('Nope')) })
      .loginAs(host)
      .withCsrfToken()
      .accept('json')
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].message, SERIES_MESSAGES.notALearner)
    await series.refresh()
    await other.anaRegistration.refresh()
    assert.deepEqual(series.groupLessonPlan, paragraph('Week 1: equations'))
    assert.deepEqual(other.anaRegistration.lessonPlan, paragraph('Ana: practise factoring'))
  })
})

test.group('Lesson prep /series/:id/sessions/:sessionId/prep (issue 21 §2)', () => {
  test('the host gets the prompt, completes it, and the next session’s prompt shows the notes', async ({ client, assert }) => {
    const { series, host, sessions } = await setting()
    const prep = (id: number) => `/series/${series.id}/sessions/${id}/prep`
    const page = await client.get(prep(sessions[0].id)).withInertia().loginAs(host)
    page.assertStatus(200)
    page.assertInertiaComponent('series/session_prep')
    assert.isTrue(page.inertiaProps.open)
    assert.isNull(page.inertiaProps.previous)
    assert.isFalse(page.inertiaProps.session.lessonPrepCompleted)

    const done = await client.post(prep(sessions[0].id)).json({ minutes: 40, notes: 'Ana struggled with signs.' }).loginAs(host).withCsrfToken().accept('json')
    done.assertStatus(200)
    const saved = await TutoringSession.findOrFail(sessions[0].id)
    assert.isTrue(saved.lessonPrepCompleted)
    assert.isNotNull(saved.lessonPrepResponseAt)
    // The prep time becomes the host's host-session-prep volunteer activity (volunteering hears 'session.prep.completed').
    await eventually(
      async () => Boolean(await db.from('volunteer_activities').where({ type: 'host-session-prep', user_id: host.id, session_id: sessions[0].id, duration_seconds: 2400 }).first()),
      'the prep volunteer activity'
    )

    const next = await client.get(prep(sessions[1].id)).withInertia().loginAs(host)
    assert.deepEqual(next.inertiaProps.previous, { title: sessions[0].title, notes: 'Ana struggled with signs.' })
  })

  test('learners, staff, other tutors may not prep (403); visitors 401; bad input 422 and nothing changes', async ({ client, assert }) => {
    const { series, host, sessions, ana } = await setting()
    const path = `/series/${series.id}/sessions/${sessions[0].id}/prep`
    for (const user of [ana, await makeUser({ roles: ['admin:basic'] }), await makeTutor()]) {
      ;(await client.get(path).withInertia().loginAs(user)).assertStatus(403)
      ;(await client.post(path).json({ minutes: 10 }).loginAs(user).withCsrfToken().accept('json')).assertStatus(403)
    }
    ;(await client.get(path).withInertia()).assertStatus(401)
    for (const minutes of [0, 601, 'lots']) (await client.post(path).json({ minutes }).loginAs(host).withCsrfToken().accept('json')).assertStatus(422)
    const elsewhere = await makeSeries({ hostId: host.id })
    ;(await client.get(`/series/${series.id}/sessions/${elsewhere.sessions[0].id}/prep`).withInertia().loginAs(host)).assertStatus(404)
    assert.isFalse((await TutoringSession.findOrFail(sessions[0].id)).lessonPrepCompleted)
  })

  test('prep closes when the session has ended', async ({ client, assert }) => {
    const { series, host, sessions } = await setting()
    const session = sessions[0]
    session.merge({ startDate: DateTime.utc().minus({ hours: 3 }), endDate: DateTime.utc().minus({ hours: 2 }) })
    await session.save()
    const path = `/series/${series.id}/sessions/${session.id}/prep`
    assert.isFalse((await client.get(path).withInertia().loginAs(host)).inertiaProps.open)
    const late = await client.post(path).json({ minutes: 20 }).loginAs(host).withCsrfToken().accept('json')
    late.assertStatus(422)
    assert.equal(late.body().errors[0].message, SERIES_MESSAGES.prepClosed)
    assert.isFalse((await TutoringSession.findOrFail(session.id)).lessonPrepCompleted)
  })

  test('the session page offers its hosts the prep prompt, and nobody else', async ({ client, assert }) => {
    const { host, sessions, ana } = await setting()
    const cardsFor = async (user: any) =>
      ((await client.get(`/session/${sessions[0].id}`).withInertia().loginAs(user)).inertiaProps.sidebar as any[]).filter((card) => card.key === 'series.prep')
    const [card] = await cardsFor(host)
    assert.equal(card.href, `/series/${sessions[0].seriesId}/sessions/${sessions[0].id}/prep`)
    assert.lengthOf(await cardsFor(ana), 0)
  })
})
