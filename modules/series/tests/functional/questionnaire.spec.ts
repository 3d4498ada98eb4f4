import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { SessionHost, TutoringSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { FORM_MESSAGES, type FormBlock } from '#modules/forms/shared/index'
import type Series from '../../models/series.js'
import { Bouncer } from '@adonisjs/bouncer'
import SeriesRegistration from '../../models/series_registration.js'
import SeriesPolicy from '../../policies/series_policy.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { withdrawFromSeries } from '../../actions/withdraw_from_series.js'
import { SERIES_MESSAGES } from '../../messages.js'
import { QUESTIONNAIRE_MESSAGES, answersEditable, questionnaireForm, storedAnswers } from '../../questionnaire.js'
import { freshSeries, makeSeries } from '../factories.js'

/*
 * Issue 21 §3 "Questionnaires" for series: spec 001 §3.3 series.questionnaire (forms engine blocks,
 * spec 001 §3.10) and series_registration.details; answers validated as spec 001 §5.1.
 */
const QUESTIONS: FormBlock[] = [
  { name: 'goal', type: 'textarea', label: 'What do you want to learn?', required: true, maxLength: 300 },
  { name: 'level', type: 'radio', label: 'Your level', required: true, options: [{ value: 'new', label: 'New to it' }, { value: 'some', label: 'Some practice' }] },
  { name: 'note', type: 'text', label: 'Anything else?' },
]

async function setting(options: { firstIn?: { days?: number; hours?: number } } = {}) {
  const host = await makeTutor()
  const { series, sessions } = await makeSeries({ hostId: host.id, sessions: 2, firstIn: options.firstIn })
  series.questionnaire = QUESTIONS
  await series.save()
  for (const session of sessions) await SessionHost.create({ userId: host.id, sessionId: session.id, role: 'main', approvedAt: DateTime.utc(), attemptedHosting: false, tutoringSeconds: 0 })
  return { host, series, sessions }
}

const register = (client: any, series: Series, user: any, answers?: Record<string, unknown>) => {
  const request = client.post(`/series/${series.id}/register`).loginAs(user).withCsrfToken().accept('json')
  return answers ? request.json(answers) : request
}
const registrationOf = (series: Series, userId: number) => SeriesRegistration.query().where('series_id', series.id).where('user_id', userId).first()
const answersPath = (series: Series, registrationId: number) => `/series/${series.id}/registrations/${registrationId}/answers`

test.group('Questionnaire rules (issue 21 §3)', () => {
  test('an empty questionnaire is no form; stored answers are read back; answers close at the first start', ({ assert }) => {
    assert.isNull(questionnaireForm({ questionnaire: [] }))
    assert.equal(questionnaireForm({ questionnaire: QUESTIONS })?.blocks.length, 3)
    assert.isNull(storedAnswers({}))
    assert.isNull(storedAnswers({ questionnaire: 'x' }))
    assert.deepEqual(storedAnswers({ questionnaire: { answers: { goal: 'x' }, answeredAt: '2026-01-01T00:00:00.000Z' } }), { answers: { goal: 'x' }, answeredAt: '2026-01-01T00:00:00.000Z' })
    const now = DateTime.utc()
    assert.isTrue(answersEditable(null, now))
    assert.isTrue(answersEditable(now.plus({ minutes: 1 }), now))
    assert.isFalse(answersEditable(now, now))
    assert.isFalse(answersEditable(now.minus({ minutes: 1 }), now))
  })
})

test.group('Registering answers the questionnaire POST /series/:id/register', () => {
  test('missing or bad answers: 422 with the forms engine messages, nothing written', async ({ client, assert }) => {
    const { series } = await setting()
    const learner = await makeLearner()
    const empty = await register(client, series, learner)
    empty.assertStatus(422)
    const byField = Object.fromEntries(empty.body().errors.map((error: any) => [error.field, error.message]))
    assert.equal(byField.goal, FORM_MESSAGES.required)
    assert.equal(byField.level, FORM_MESSAGES.required)
    assert.equal(byField.form, FORM_MESSAGES.formLevel)
    const badChoice = await register(client, series, learner, { goal: 'Fractions', level: 'expert' })
    badChoice.assertStatus(422)
    assert.equal(badChoice.body().errors.find((error: any) => error.field === 'level').message, FORM_MESSAGES.choice)
    const tooLong = await register(client, series, learner, { goal: 'x'.repeat(301), level: 'new' })
    tooLong.assertStatus(422)
    assert.isNull(await registrationOf(series, learner.id))
    assert.equal((await freshSeries(series.id)).seatsTaken, 0)
  })

  test('good answers register the learner and are stored on the registration details', async ({ client, assert }) => {
    const { series } = await setting()
    const learner = await makeLearner()
    const response = await register(client, series, learner, { goal: '  Fractions  ', level: 'some', sneaky: 'dropped' })
    response.assertStatus(200)
    const row = (await registrationOf(series, learner.id))!
    const stored = storedAnswers(row.details)!
    assert.deepEqual(stored.answers, { goal: 'Fractions', level: 'some' })
    assert.isTrue(DateTime.fromISO(stored.answeredAt).isValid)
    assert.equal((await freshSeries(series.id)).seatsTaken, 1)
  })

  test('an Inertia post with bad answers goes back with the errors by question', async ({ client }) => {
    const { series } = await setting()
    const learner = await makeLearner()
    const response = await client.post(`/series/${series.id}/register`).json({ level: 'new' }).loginAs(learner).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', { form: FORM_MESSAGES.formLevel, goal: FORM_MESSAGES.required })
  })

  test('a series without a questionnaire registers without answers and stores none', async ({ client, assert }) => {
    const host = await makeTutor()
    const { series } = await makeSeries({ hostId: host.id })
    const learner = await makeLearner()
    ;(await register(client, series, learner)).assertStatus(200)
    assert.deepEqual((await registrationOf(series, learner.id))!.details, {})
  })

  test('registering again after withdrawing replaces the answers and keeps other details', async ({ client, assert }) => {
    const { series } = await setting()
    const learner = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, learner.id, { goal: 'Old', level: 'new' })).ok)
    assert.isTrue((await withdrawFromSeries(series.id, learner.id, null)).ok)
    const row = (await registrationOf(series, learner.id))!
    await SeriesRegistration.query().where('id', row.id).update({ details: JSON.stringify({ ...row.details, source: 'program' }) })
    ;(await register(client, series, learner, { goal: 'New', level: 'some' })).assertStatus(200)
    const again = (await registrationOf(series, learner.id))!
    assert.isNull(again.withdrawnAt)
    assert.equal(again.details.source, 'program')
    assert.deepEqual(storedAnswers(again.details)!.answers, { goal: 'New', level: 'some' })
  })
})

test.group('Changing answers PUT /series/:id/registrations/:registrationId/answers', () => {
  test('the learner themself may, until the first session starts; another learner 403, the host 403, a visitor 401', async ({ client, assert }) => {
    const { series, host } = await setting()
    const ana = await makeLearner()
    const ben = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)
    assert.isTrue((await registerForSeries(series.id, ben.id, { goal: 'Graphs', level: 'some' })).ok)
    const anaRow = (await registrationOf(series, ana.id))!
    const path = answersPath(series, anaRow.id)
    const put = (user: any, body: Record<string, unknown>) => {
      const request = client.put(path).json(body).withCsrfToken().accept('json')
      return user ? request.loginAs(user) : request
    }

    ;(await put(null, { goal: 'Hack', level: 'new' })).assertStatus(401)
    for (const other of [ben, host, await makeUser({ roles: ['admin:basic'] })]) {
      const refused = await put(other, { goal: 'Hack', level: 'new' })
      refused.assertStatus(403)
      const verdict = await new Bouncer(other).with(SeriesPolicy).execute('editAnswers', series, anaRow)
      assert.equal(verdict.message, QUESTIONNAIRE_MESSAGES.ownAnswersOnly)
    }
    assert.deepEqual(storedAnswers((await registrationOf(series, ana.id))!.details)!.answers, { goal: 'Fractions', level: 'new' })

    const bad = await put(ana, { goal: '', level: 'new' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors.find((error: any) => error.field === 'goal').message, FORM_MESSAGES.required)

    ;(await put(ana, { goal: 'Decimals', level: 'some', note: 'Evenings only' })).assertStatus(200)
    assert.deepEqual(storedAnswers((await registrationOf(series, ana.id))!.details)!.answers, { goal: 'Decimals', level: 'some', note: 'Evenings only' })

    // A registration of another series named under this one is not found.
    const other = await setting()
    assert.isTrue((await registerForSeries(other.series.id, ana.id, { goal: 'X', level: 'new' })).ok)
    const foreign = (await registrationOf(other.series, ana.id))!
    ;(await client.put(answersPath(series, foreign.id)).json({ goal: 'Y', level: 'new' }).loginAs(ana).withCsrfToken().accept('json')).assertStatus(404)
  })

  test('after the first session started the answers are refused with a clear message and unchanged', async ({ client, assert }) => {
    const { series, sessions } = await setting()
    const ana = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)
    const first = await TutoringSession.findOrFail(sessions[0].id)
    first.merge({ startDate: DateTime.utc().minus({ minutes: 5 }), endDate: DateTime.utc().plus({ minutes: 55 }) })
    await first.save()
    const row = (await registrationOf(series, ana.id))!
    const refused = await client.put(answersPath(series, row.id)).json({ goal: 'Late', level: 'some' }).loginAs(ana).withCsrfToken().accept('json')
    refused.assertStatus(422)
    assert.deepEqual(refused.body().errors, [{ field: 'form', message: QUESTIONNAIRE_MESSAGES.started }])
    assert.deepEqual(storedAnswers((await registrationOf(series, ana.id))!.details)!.answers, { goal: 'Fractions', level: 'new' })

    const page = await client.get(`/series/${series.id}`).withInertia().loginAs(ana)
    assert.isFalse(page.inertiaProps.ownAnswers.editable)
  })

  test('a withdrawn learner cannot change answers (403)', async ({ client, assert }) => {
    const { series } = await setting()
    const ana = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)
    await SeriesRegistration.query().where('series_id', series.id).where('user_id', ana.id).update({ withdrawn_at: DateTime.utc().toSQL() })
    const row = (await registrationOf(series, ana.id))!
    const refused = await client.put(answersPath(series, row.id)).json({ goal: 'Again', level: 'new' }).loginAs(ana).withCsrfToken().accept('json')
    refused.assertStatus(403)
    assert.equal(storedAnswers((await registrationOf(series, ana.id))!.details)!.answers.goal, 'Fractions')
  })
})

test.group('Who sees the answers (issue 21 §3)', () => {
  test('the series page shows the questionnaire to all and only the viewer’s own answers', async ({ client, assert }) => {
    const { series, host } = await setting()
    const ana = await makeLearner()
    const ben = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)

    const visitor = await client.get(`/series/${series.id}`).withInertia()
    assert.equal(visitor.inertiaProps.questionnaire.blocks.length, 3)
    assert.isNull(visitor.inertiaProps.ownAnswers)
    const asAna = await client.get(`/series/${series.id}`).withInertia().loginAs(ana)
    assert.deepEqual(asAna.inertiaProps.ownAnswers.answers, { goal: 'Fractions', level: 'new' })
    assert.isTrue(asAna.inertiaProps.ownAnswers.editable)
    for (const other of [ben, host]) {
      const page = await client.get(`/series/${series.id}`).withInertia().loginAs(other)
      assert.isNull(page.inertiaProps.ownAnswers)
      assert.notInclude(JSON.stringify(page.inertiaProps), 'Fractions')
    }
  })

  test('hosts and staff see every learner’s answers on the learners page; learners are refused', async ({ client, assert }) => {
    const { series, host } = await setting()
    const ana = await makeLearner()
    const ben = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)
    assert.isTrue((await registerForSeries(series.id, ben.id, { goal: 'Graphs', level: 'some' })).ok)
    for (const user of [host, await makeUser({ roles: ['admin:basic'] })]) {
      const page = await client.get(`/series/${series.id}/learners`).withInertia().loginAs(user)
      page.assertStatus(200)
      assert.equal(page.inertiaProps.questionnaire.key, 'series-questionnaire')
      const goals = page.inertiaProps.registrations.map((row: any) => row.answers.goal).sort()
      assert.deepEqual(goals, ['Fractions', 'Graphs'])
    }
    ;(await client.get(`/series/${series.id}/learners`).withInertia().loginAs(ana)).assertStatus(403)
    ;(await client.get(`/series/${series.id}/learners`).withInertia()).assertStatus(401)
  })

  test('the session hosts see the learners’ answers on the prep prompt; learners and other tutors are refused', async ({ client, assert }) => {
    const { series, host, sessions } = await setting()
    const ana = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, ana.id, { goal: 'Fractions', level: 'new' })).ok)
    const prep = `/series/${series.id}/sessions/${sessions[0].id}/prep`
    const page = await client.get(prep).withInertia().loginAs(host)
    page.assertStatus(200)
    assert.equal(page.inertiaProps.questionnaire.blocks.length, 3)
    assert.lengthOf(page.inertiaProps.answers, 1)
    assert.deepEqual(page.inertiaProps.answers[0].answers, { goal: 'Fractions', level: 'new' })
    for (const user of [ana, await makeTutor()]) (await client.get(prep).withInertia().loginAs(user)).assertStatus(403)
  })

  test('the refusal for a host registering is unchanged when the series has a questionnaire', async ({ client, assert }) => {
    const { series, host } = await setting()
    const response = await register(client, series, host, { goal: 'x', level: 'new' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [{ field: 'form', message: SERIES_MESSAGES.hostCannotRegister }])
  })
})
