import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeSeries, makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import AssessmentSubmission from '../../models/assessment_submission.js'
import AssessmentSession from '../../models/assessment_session.js'
import SeriesAssessment from '../../models/series_assessment.js'
import SeriesTemplateAssessment from '../../models/series_template_assessment.js'
import { ASSESSMENT_MESSAGES } from '../../shared/index.js'
import { RIGHT_ANSWERS, makeAssessment, makeClass } from '../factories.js'

const json = { accept: 'application/json' }

/*
 * Unlinking an assessment from a series, a session or a series template (issue 21 §4; spec 000 §6.4
 * management by the owner or a host of a linked series or session; spec 001 §3.5 series_assessment,
 * assessment_session, §3.3 series_template_assessment). Decision: once a learner has submitted at a
 * release, it stays linked (their answers and scores are kept); the authorisation rows are in
 * authorisation.spec.ts.
 */
test.group('Assessments: unlinking (issue 21 §4)', () => {
  test('a host unlinks an unsubmitted assessment: its learners no longer see it (spec 001 §4.3)', async ({ client, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const { series, sessions } = await makeClass(host.id, [learner.id])
    const assessment = await makeAssessment(host.id, 'released', { kind: 'series', id: series.id })
    const url = `/assessments/${assessment.id}/series/${series.id}`
    ;(await client.get(url).withInertia().loginAs(learner)).assertStatus(200)
    const unlinked = await client.post(`${url}/unlink`).headers(json).withCsrfToken().loginAs(host)
    unlinked.assertStatus(200)
    assert.isNull(await SeriesAssessment.query().where('assessment_id', assessment.id).first())
    ;(await client.get(url).withInertia().loginAs(learner)).assertStatus(404)
    const again = await client.post(`${url}/unlink`).headers(json).withCsrfToken().loginAs(host)
    again.assertStatus(404)

    const forSession = await makeAssessment(host.id, 'linked', { kind: 'session', id: sessions[1].id })
    ;(await client.post(`/assessments/${forSession.id}/session/${sessions[1].id}/unlink`).headers(json).withCsrfToken().loginAs(host)).assertStatus(200)
    assert.isNull(await AssessmentSession.query().where('assessment_id', forSession.id).first())
  })

  test('once a learner has submitted there, unlinking is refused and their submission is kept', async ({ client, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const { series } = await makeClass(host.id, [learner.id])
    const assessment = await makeAssessment(host.id, 'released', { kind: 'series', id: series.id })
    const url = `/assessments/${assessment.id}/series/${series.id}`
    ;(await client.post(url).json(RIGHT_ANSWERS).headers(json).withCsrfToken().loginAs(learner)).assertStatus(200)
    const refused = await client.post(`${url}/unlink`).headers(json).withCsrfToken().loginAs(host)
    refused.assertStatus(409)
    assert.equal(refused.body().message, ASSESSMENT_MESSAGES.unlinkSubmitted)
    assert.exists(await SeriesAssessment.query().where('assessment_id', assessment.id).where('series_id', series.id).first())
    assert.exists(await AssessmentSubmission.query().where('assessment_id', assessment.id).where('user_id', learner.id).first())
    // The learner still sees their own submission.
    const page = await client.get(url).withInertia().loginAs(learner)
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.submission.answers, RIGHT_ANSWERS)
  })

  test('a series that gets the assessment from its template cannot be unlinked alone; unlinking the template keeps released series', async ({ client, assert }) => {
    const owner = await makeTutor()
    const host = await makeTutor()
    const otherHost = await makeTutor()
    const learner = await makeLearner()
    const world = await makeWorld('public')
    const template = await makeTemplate(world)
    const assessment = await makeAssessment(owner.id, 'published')
    await SeriesTemplateAssessment.create({ assessmentId: assessment.id, seriesTemplateId: template.id })
    const { series: released } = await makeSeries({ hostId: host.id, world, template })
    const { series: pending } = await makeSeries({ hostId: otherHost.id, world, template })
    const { registerForSeries } = await import('#modules/series/index')
    assert.isTrue((await registerForSeries(released.id, learner.id)).ok)
    const url = `/assessments/${assessment.id}/series/${released.id}`
    ;(await client.post(`${url}/release`).headers(json).withCsrfToken().loginAs(host)).assertStatus(200)
    ;(await client.post(url).json(RIGHT_ANSWERS).headers(json).withCsrfToken().loginAs(learner)).assertStatus(200)

    const alone = await client.post(`/assessments/${assessment.id}/series/${pending.id}/unlink`).headers(json).withCsrfToken().loginAs(otherHost)
    alone.assertStatus(409)
    assert.equal(alone.body().message, ASSESSMENT_MESSAGES.unlinkFromTemplate)

    // A host of a series from the template manages the assessment but may not take it from the template.
    const byHost = await client.post(`/assessments/${assessment.id}/templates/${template.id}/unlink`).headers(json).withCsrfToken().loginAs(host)
    byHost.assertStatus(403)
    assert.equal(byHost.body().message, ASSESSMENT_MESSAGES.templateUnlinkOnly)

    const staff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
    const consolePage = await client.get('/admin/assessments').withInertia().loginAs(staff)
    assert.deepInclude(consolePage.inertiaProps.templateLinks, { assessmentId: assessment.id, templateId: template.id, title: template.title })
    ;(await client.post(`/assessments/${assessment.id}/templates/${template.id}/unlink`).headers(json).withCsrfToken().loginAs(staff)).assertStatus(200)
    assert.isNull(await SeriesTemplateAssessment.query().where('assessment_id', assessment.id).first())
    // The released series keeps its own link and the learner's submission; the other series lost it.
    ;(await client.get(url).withInertia().loginAs(learner)).assertStatus(200)
    assert.exists(await AssessmentSubmission.query().where('assessment_id', assessment.id).where('user_id', learner.id).first())
    ;(await client.get(`/assessments/${assessment.id}/series/${pending.id}`).withInertia().loginAs(otherHost)).assertStatus(404)
    const twice = await client.post(`/assessments/${assessment.id}/templates/${template.id}/unlink`).headers(json).withCsrfToken().loginAs(staff)
    twice.assertStatus(409)
    assert.equal(twice.body().message, ASSESSMENT_MESSAGES.notLinked)
  })

  test('the editor marks template-given series and lists the template links for the owner', async ({ client, assert }) => {
    const owner = await makeTutor()
    const host = await makeTutor()
    const world = await makeWorld('public')
    const template = await makeTemplate(world)
    const assessment = await makeAssessment(owner.id, 'published')
    await SeriesTemplateAssessment.create({ assessmentId: assessment.id, seriesTemplateId: template.id })
    const { series } = await makeSeries({ hostId: host.id, world, template })
    const page = await client.get(`/assessments/${assessment.id}`).withInertia().loginAs(owner)
    page.assertStatus(200)
    assert.deepEqual(page.inertiaProps.targets.map((row: any) => [row.targetId, row.viaTemplate]), [[series.id, true]])
    assert.deepEqual(page.inertiaProps.templateLinks.map((row: any) => row.templateId), [template.id])
    assert.isTrue(page.inertiaProps.canUnlinkTemplates)
    const hostPage = await client.get(`/assessments/${assessment.id}`).withInertia().loginAs(host)
    assert.isFalse(hostPage.inertiaProps.canUnlinkTemplates)
  })
})
