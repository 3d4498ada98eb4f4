import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import Assessment from '../../models/assessment.js'
import AssessmentSubmission from '../../models/assessment_submission.js'
import SeriesAssessment from '../../models/series_assessment.js'
import SeriesTemplateAssessment from '../../models/series_template_assessment.js'
import { QUESTIONS, ONE_WRONG, RIGHT_ANSWERS, makeAssessment, makeClass } from '../factories.js'
import { SAVE_MESSAGES } from '../../actions/save_assessment.js'

const json = { accept: 'application/json' }

test.group('Assessments: build, release, submit once, score after results (issue 21 §4; spec 001 §3.5, §4.3)', () => {
  test('the host builds, publishes, links and releases; learners submit once; scores show after the results are released', async ({ client, assert }) => {
    const host = await makeTutor()
    const ana = await makeLearner()
    const ben = await makeLearner()
    // Names of their own: the helpers' "Test User <n>" give display names like "Test 7." that
    // other people of a long run share.
    await ben.merge({ name: 'Benedikt Quillfeather' }).save()
    const { series } = await makeClass(host.id, [ana.id, ben.id])

    const created = await client.post('/assessments').json({ title: 'Week 1 check' }).headers(json).withCsrfToken().loginAs(host)
    created.assertStatus(200)
    const assessment = await Assessment.query().where('user_id', host.id).firstOrFail()
    const saved = await client.put(`/assessments/${assessment.id}`).json({ title: 'Week 1 check', description: 'Ten minutes.', questions: QUESTIONS }).headers(json).withCsrfToken().loginAs(host)
    saved.assertStatus(200)
    await client.post(`/assessments/${assessment.id}/publish`).headers(json).withCsrfToken().loginAs(host)
    const linked = await client.post(`/assessments/${assessment.id}/links`).json({ kind: 'series', targetId: series.id }).headers(json).withCsrfToken().loginAs(host)
    linked.assertStatus(200)
    const again = await client.post(`/assessments/${assessment.id}/links`).json({ kind: 'series', targetId: series.id }).headers(json).withCsrfToken().loginAs(host)
    again.assertStatus(409)

    const url = `/assessments/${assessment.id}/series/${series.id}`
    ;(await client.post(`${url}/release`).headers(json).withCsrfToken().loginAs(host)).assertStatus(200)

    // The learner's page carries the questions, never the answer key.
    const page = await client.get(url).withInertia().loginAs(ana)
    page.assertStatus(200)
    page.assertInertiaComponent('assessments/take')
    assert.isTrue(page.inertiaProps.canSubmit)
    assert.notInclude(JSON.stringify(page.inertiaProps), 'answerKey')
    assert.notInclude(JSON.stringify(page.inertiaProps), '"correct')

    // Missing answers: a clear message per question, nothing stored.
    const incomplete = await client.post(url).json({ q1: 'o2' }).headers(json).withCsrfToken().loginAs(ana)
    incomplete.assertStatus(422)
    assert.equal(await AssessmentSubmission.query().where('user_id', ana.id).count('* as n').first().then((row) => Number(row!.$extras.n)), 0)

    ;(await client.post(url).json(RIGHT_ANSWERS).headers(json).withCsrfToken().loginAs(ana)).assertStatus(200)
    ;(await client.post(url).json(ONE_WRONG).headers(json).withCsrfToken().loginAs(ben)).assertStatus(200)
    const second = await client.post(url).json(ONE_WRONG).headers(json).withCsrfToken().loginAs(ana)
    second.assertStatus(409)
    assert.equal(second.body().message, 'You have already submitted this assessment.')
    const stored = await AssessmentSubmission.query().where('user_id', ana.id).firstOrFail()
    assert.equal(stored.score, 3)
    assert.equal(stored.maxScore, 3)

    // Before the results are released, no score; and only the learner's own answers.
    const before = await client.get(url).withInertia().loginAs(ana)
    assert.isNull(before.inertiaProps.submission.score)
    assert.isFalse(before.inertiaProps.canSubmit)
    // Ana's own answers only: Ben's are nowhere on her page.
    assert.deepEqual(before.inertiaProps.submission.answers, RIGHT_ANSWERS)
    assert.notInclude(JSON.stringify(before.inertiaProps), 'Benedikt')

    // Editing the questions after submissions is refused; the title may still change.
    const locked = await client.put(`/assessments/${assessment.id}`).json({ title: 'Renamed', description: '', questions: QUESTIONS.slice(0, 2) }).headers(json).withCsrfToken().loginAs(host)
    locked.assertStatus(409)
    assert.equal(locked.body().message, SAVE_MESSAGES.lockedQuestions)
    assert.lengthOf((await Assessment.findOrFail(assessment.id)).formBlocks, 3)

    ;(await client.post(`${url}/release-results`).headers(json).withCsrfToken().loginAs(host)).assertStatus(200)
    const after = await client.get(url).withInertia().loginAs(ben)
    assert.equal(after.inertiaProps.submission.score, 2)
    assert.equal(after.inertiaProps.submission.maxScore, 3)

    // Results per learner and per question, for the host.
    const results = await client.get(`${url}/results`).withInertia().loginAs(host)
    results.assertStatus(200)
    const props = results.inertiaProps as any
    assert.equal(props.submitted, 2)
    assert.sameDeepMembers(props.learners.map((row: any) => [row.name, row.score]), [
      [ana.displayName, 3],
      [ben.displayName, 2],
    ])
    assert.equal(props.questions[0].right, 1)
    assert.deepEqual(props.questions[0].options.map((option: any) => [option.label, option.count, option.correct]), [
      ['3', 1, false],
      ['4', 1, true],
      ['5', 0, false],
    ])
    assert.equal(props.questions[2].right, 2)
    // The score histogram behind the chart (issue 21 §4 "charts"): one bar per score, zeros included.
    assert.equal(props.maxScore, 3)
    assert.deepEqual(props.histogram, [
      { score: 0, learners: 0 },
      { score: 1, learners: 0 },
      { score: 2, learners: 1 },
      { score: 3, learners: 1 },
    ])
  })

  test('releasing needs a published assessment; results need the release first', async ({ client, assert }) => {
    const host = await makeTutor()
    const { series } = await makeClass(host.id)
    const draft = await makeAssessment(host.id, 'draft')
    await client.post(`/assessments/${draft.id}/links`).json({ kind: 'series', targetId: series.id }).headers(json).withCsrfToken().loginAs(host)
    const url = `/assessments/${draft.id}/series/${series.id}`
    const early = await client.post(`${url}/release-results`).headers(json).withCsrfToken().loginAs(host)
    early.assertStatus(409)
    const release = await client.post(`${url}/release`).headers(json).withCsrfToken().loginAs(host)
    release.assertStatus(409)
    assert.equal(release.body().message, 'Publish the assessment before you release it.')
    assert.isNull((await SeriesAssessment.query().where('assessment_id', draft.id).firstOrFail()).releasedAt)
  })

  test('malformed questions are refused with a message and change nothing', async ({ client, assert }) => {
    const owner = await makeTutor()
    const assessment = await makeAssessment(owner.id, 'draft')
    const bad = await client
      .put(`/assessments/${assessment.id}`)
      .json({ title: 'Quiz', questions: [{ kind: 'choice', label: 'Pick', options: ['A', 'B'], correct: [0, 1] }] })
      .headers(json)
      .withCsrfToken()
      .loginAs(owner)
    bad.assertStatus(422)
    assert.include(bad.text(), 'Question 1: mark exactly one right answer.')
    const garbage = await client.put(`/assessments/${assessment.id}`).json({ title: '', questions: 'no' }).headers(json).withCsrfToken().loginAs(owner)
    garbage.assertStatus(422)
    assert.lengthOf((await Assessment.findOrFail(assessment.id)).formBlocks, 3)
  })

  test('a series hosted from a template gets the template’s assessments; its host may release them (read at read time)', async ({ client, assert }) => {
    const owner = await makeTutor()
    const host = await makeTutor()
    const learner = await makeLearner()
    const world = await makeWorld('public')
    const template = await makeTemplate(world)
    const assessment = await makeAssessment(owner.id, 'published')
    const staff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
    const linked = await client.post(`/admin/assessments/${assessment.id}/templates`).json({ seriesTemplateId: template.id }).headers(json).withCsrfToken().loginAs(staff)
    linked.assertStatus(200)
    assert.exists(await SeriesTemplateAssessment.query().where('series_template_id', template.id).where('assessment_id', assessment.id).first())
    const missing = await client.post(`/admin/assessments/${assessment.id}/templates`).json({ seriesTemplateId: 999_999_999 }).headers(json).withCsrfToken().loginAs(staff)
    missing.assertStatus(422)
    const { series } = await makeSeries({ hostId: host.id, world, template })
    const { registerForSeries } = await import('#modules/series/index')
    assert.isTrue((await registerForSeries(series.id, learner.id)).ok)

    const editor = await client.get(`/assessments/${assessment.id}`).withInertia().loginAs(host)
    editor.assertStatus(200)
    assert.deepEqual(
      editor.inertiaProps.targets.map((row: any) => [row.kind, row.targetId, row.releasedAt]),
      [['series', series.id, null]]
    )
    const url = `/assessments/${assessment.id}/series/${series.id}`
    ;(await client.get(url).withInertia().loginAs(learner)).assertStatus(403)
    ;(await client.post(`${url}/release`).headers(json).withCsrfToken().loginAs(host)).assertStatus(200)
    ;(await client.post(url).json(RIGHT_ANSWERS).headers(json).withCsrfToken().loginAs(learner)).assertStatus(200)
    // Another series' host cannot manage it.
    const stranger = await makeTutor()
    await makeClass(stranger.id)
    ;(await client.get(`/assessments/${assessment.id}`).withInertia().loginAs(stranger)).assertStatus(404)
  })

  test('the series page shows released assessments to its learners and every linked one to its hosts; nothing to outsiders', async ({ client, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const { series, sessions } = await makeClass(host.id, [learner.id])
    const released = await makeAssessment(host.id, 'released', { kind: 'series', id: series.id })
    const pending = await makeAssessment(host.id, 'linked', { kind: 'series', id: series.id })
    const sectionOf = (props: any) => (props.sections ?? []).find((item: any) => item.key === 'assessments.list')
    const learnerPage = await client.get(`/series/${series.id}`).withInertia().loginAs(learner)
    learnerPage.assertStatus(200)
    assert.deepEqual(sectionOf(learnerPage.inertiaProps).props.items.map((item: any) => item.id), [released.id])
    const hostPage = await client.get(`/series/${series.id}`).withInertia().loginAs(host)
    assert.sameMembers(sectionOf(hostPage.inertiaProps).props.items.map((item: any) => item.id), [released.id, pending.id])
    const outsider = await client.get(`/series/${series.id}`).withInertia().loginAs(await makeLearner())
    assert.isUndefined(sectionOf(outsider.inertiaProps))
    // A session's assessment is available to the series' registrants (spec 000 §6.4 "series registrants").
    const forSession = await makeAssessment(host.id, 'released', { kind: 'session', id: sessions[0].id })
    const sessionPage = await client.get(`/session/${sessions[0].id}`).withInertia().loginAs(learner)
    sessionPage.assertStatus(200)
    assert.deepEqual(sectionOf(sessionPage.inertiaProps).props.items.map((item: any) => item.id), [forSession.id])
  })
})
