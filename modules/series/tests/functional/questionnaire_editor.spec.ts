import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { SessionHost, SessionRegistration, TutoringSession, registerForSession, storedAnswers } from '#modules/tutoring/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { FormBlock } from '#modules/forms/shared/index'
import Series from '../../models/series.js'
import SeriesTemplate from '../../models/series_template.js'
import SessionTemplate from '../../models/session_template.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { hostSeriesFromTemplate } from '../../actions/host_series_from_template.js'
import { QUESTIONNAIRE_MESSAGES } from '../../questionnaire.js'
import { makeSeries, makeSessionTemplate, makeTemplate } from '../factories.js'

/*
 * Issue 21 §3 "Questionnaires": editing series.questionnaire (its hosts, until the first session
 * starts), series_template.questionnaire and session_template.questionnaire (staff of the Templates
 * admin, spec 000 §6.3 "super or teach_for_america"); spec 001 §3.3. A session hosted from a
 * session template asks that template's questionnaire.
 */
type Person = Awaited<ReturnType<typeof makeUser>>

const EXISTING: FormBlock[] = [{ name: 'qgoal', type: 'text', label: 'Your goal?', required: true, maxLength: 200 }]
const EDITED = [
  { name: 'qlevel', type: 'radio', label: 'Your level', required: true, options: [{ value: 'New', label: 'New' }, { value: 'Some', label: 'Some' }] },
  { name: 'qnote', type: 'textarea', label: 'Anything else?' },
]

async function setting(firstIn: { days?: number; hours?: number } = { days: 3 }) {
  const host = await makeTutor()
  const { series, sessions } = await makeSeries({ hostId: host.id, sessions: 2, firstIn })
  series.questionnaire = EXISTING
  await series.save()
  for (const session of sessions) await SessionHost.create({ userId: host.id, sessionId: session.id, role: 'main', approvedAt: DateTime.utc(), attemptedHosting: false, tutoringSeconds: 0 })
  return { host, series }
}
const questionnaireOf = async (series: Series) => (await Series.findOrFail(series.id)).questionnaire as FormBlock[]

test.group('A series questionnaire GET/PUT /series/:id/questionnaire (issue 21 §3)', () => {
  test('its hosts edit it; a visitor, learner, registrant, another tutor and staff may not', async ({ client, assert }) => {
    const { host, series } = await setting()
    const registrant = await makeLearner()
    assert.isTrue((await registerForSeries(series.id, registrant.id, { qgoal: 'Fractions' })).ok)
    const path = `/series/${series.id}/questionnaire`
    const put = (user: Person | null, questions: unknown = EDITED) => {
      const request = client.put(path).json({ questions }).withCsrfToken().accept('json')
      return user ? request.loginAs(user) : request
    }

    ;(await put(null)).assertStatus(401)
    // A visitor gets the sign-in screen.
    ;(await client.get(path).withInertia()).assertStatus(401)
    for (const user of [await makeLearner(), registrant, await makeTutor(), await makeUser({ roles: ['admin:basic', 'admin:super'] })]) {
      ;(await client.get(path).withInertia().loginAs(user)).assertStatus(403)
      const refused = await put(user)
      refused.assertStatus(403)
    }
    assert.deepEqual(await questionnaireOf(series), EXISTING)

    const page = await client.get(path).withInertia().loginAs(host)
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'series/questionnaire_edit')
    assert.deepEqual(page.inertiaProps.questions, EXISTING)
    const shown = await client.get(`/series/${series.id}`).withInertia().loginAs(host)
    assert.isTrue(shown.inertiaProps.canEditQuestionnaire)
    assert.isFalse((await client.get(`/series/${series.id}`).withInertia().loginAs(registrant)).inertiaProps.canEditQuestionnaire)

    ;(await put(host)).assertStatus(200)
    assert.deepEqual((await questionnaireOf(series)).map((block) => block.name), ['qlevel', 'qnote'])
  })

  test('bad questions: a clear message, nothing written', async ({ client, assert }) => {
    const { host, series } = await setting()
    const put = (questions: unknown) => client.put(`/series/${series.id}/questionnaire`).json({ questions }).withCsrfToken().accept('json').loginAs(host)
    const tooMany = await put(Array.from({ length: 21 }, (_, i) => ({ name: `q${i}`, type: 'text', label: `Q${i}` })))
    tooMany.assertStatus(422)
    assert.include(tooMany.body().errors.map((error: any) => error.message), 'A questionnaire has at most 20 questions.')
    const oneOption = await put([{ name: 'qx', type: 'multi-checkbox', label: 'Pick', options: [{ value: 'A', label: 'A' }] }])
    oneOption.assertStatus(422)
    assert.include(oneOption.body().errors.map((error: any) => error.message), 'Question 1 needs 2 to 10 options.')
    const inertia = await client.put(`/series/${series.id}/questionnaire`).json({ questions: [{ name: 'qx', type: 'text', label: 'x'.repeat(201) }] }).withCsrfToken().loginAs(host).redirects(0)
    inertia.assertStatus(302)
    assert.deepEqual(await questionnaireOf(series), EXISTING)
  })

  test('once the first session started the questionnaire is closed (spec: answers change until the start)', async ({ client, assert }) => {
    const { host, series } = await setting({ hours: -1 })
    const response = await client.put(`/series/${series.id}/questionnaire`).json({ questions: EDITED }).withCsrfToken().accept('json').loginAs(host)
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, QUESTIONNAIRE_MESSAGES.editClosed)
    assert.deepEqual(await questionnaireOf(series), EXISTING)
    assert.isFalse((await client.get(`/series/${series.id}`).withInertia().loginAs(host)).inertiaProps.canEditQuestionnaire)
  })
})

test.group('Template questionnaires /series-templates/:id[/sessions/:sessionTemplateId]/questionnaire (issue 21 §3)', () => {
  test('Templates staff (super, teach_for_america) edit them; a visitor, learner, tutor and basic staff may not', async ({ client, assert }) => {
    const template = await makeTemplate(await makeWorld())
    const own = await makeSessionTemplate(template, { title: 'Lesson one' })
    const foreign = await makeSessionTemplate(await makeTemplate(await makeWorld()), { title: 'Elsewhere' })
    const paths = [`/series-templates/${template.id}/questionnaire`, `/series-templates/${template.id}/sessions/${own.id}/questionnaire`]
    const put = (path: string, user: Person | null, questions: unknown = EDITED) => {
      const request = client.put(path).json({ questions }).withCsrfToken().accept('json')
      return user ? request.loginAs(user) : request
    }

    for (const path of paths) {
      ;(await put(path, null)).assertStatus(401)
      for (const user of [await makeLearner(), await makeTutor(), await makeUser({ roles: ['admin:basic'] })]) {
        ;(await client.get(path).withInertia().loginAs(user)).assertStatus(403)
        ;(await put(path, user)).assertStatus(403)
      }
    }
    assert.deepEqual((await SeriesTemplate.findOrFail(template.id)).questionnaire, [])
    assert.deepEqual((await SessionTemplate.findOrFail(own.id)).questionnaire, [])

    const superStaff = await makeUser({ roles: ['admin:basic', 'admin:super'] })
    const tfa = await makeUser({ roles: ['admin:basic', 'admin:teach_for_america'] })
    const page = await client.get(paths[0]).withInertia().loginAs(superStaff)
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'series/questionnaire_edit')
    ;(await put(paths[0], superStaff)).assertStatus(200)
    ;(await put(paths[1], tfa, [EDITED[1]])).assertStatus(200)
    assert.deepEqual(((await SeriesTemplate.findOrFail(template.id)).questionnaire as FormBlock[]).map((block) => block.name), ['qlevel', 'qnote'])
    assert.deepEqual(((await SessionTemplate.findOrFail(own.id)).questionnaire as FormBlock[]).map((block) => block.name), ['qnote'])

    // A session template of another template is not found under this one.
    ;(await put(`/series-templates/${template.id}/sessions/${foreign.id}/questionnaire`, superStaff)).assertStatus(404)
    assert.deepEqual((await SessionTemplate.findOrFail(foreign.id)).questionnaire, [])
    const bad = await put(paths[0], superStaff, [{ name: 'qx', type: 'radio', label: 'Pick', options: [{ value: 'A', label: 'A' }, { value: 'A', label: 'A' }] }])
    bad.assertStatus(422)
    assert.include(bad.body().errors.map((error: any) => error.message), 'Question 1 has the same option twice.')
  })

  test('hosting from the template: the series gets its questionnaire, each session its session template’s', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld(), { sessionsPerWeek: 1, weeks: 2, questionnaire: EXISTING })
    const sessionQuestions: FormBlock[] = [{ name: 'qprep', type: 'textarea', label: 'What did you try?', required: true, maxLength: 2000 }]
    await makeSessionTemplate(template, { title: 'One', questionnaire: sessionQuestions })
    await makeSessionTemplate(template, { title: 'Two' })
    const tutor = await makeTutor()
    const zone = 'UTC'
    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: DateTime.utc().plus({ days: 10 }).startOf('hour'), zone })
    if (!result.ok) throw new Error(result.reason)
    assert.deepEqual((await Series.findOrFail(result.seriesId)).questionnaire, EXISTING)
    const sessions = await TutoringSession.query().where('series_id', result.seriesId).orderBy('start_date')
    assert.deepEqual(sessions.map((session) => session.questionnaire), [sessionQuestions, []])

    // Registering for that session asks it (the tutoring questionnaire rules).
    const learner = await makeLearner()
    assert.isTrue((await registerForSession(sessions[0].id, learner.id, { answers: { qprep: 'Factoring' } })).ok)
    const row = await SessionRegistration.query().where('session_id', sessions[0].id).where('user_id', learner.id).firstOrFail()
    assert.deepEqual(storedAnswers(row.details)?.answers, { qprep: 'Factoring' })
  })
})
