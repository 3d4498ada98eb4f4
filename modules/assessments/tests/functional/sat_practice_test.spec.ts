import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { randomUUID } from 'node:crypto'
import { makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { UserUpload } from '#modules/uploads/index'
import { png, uploadAll } from '#modules/uploads/tests/factories'
import SatAssessment from '../../models/sat_assessment.js'
import { SAT_MESSAGES, SAT_PDF_MAX_BYTES } from '../../shared/index.js'
import { PDF_BYTES as PDF, RIGHT_ANSWERS, makeAssessment, makeClass } from '../factories.js'
import Assessment from '../../models/assessment.js'
import { releaseAssessment } from '../../actions/release_assessment.js'
import { archiveAssessment } from '../../actions/archive_assessment.js'
import { findTarget } from '../../queries/targets.js'
import { satTestChoices } from '../../queries/sat.js'

const json = { accept: 'application/json' }
type Client = InstanceType<typeof ApiClient>

/*
 * SAT practice tests (issue 21 §4 "SAT assessments link a practice test (test and answers PDFs through
 * uploads)"; spec 001 §3.5 sat_assessment; spec 000 §6.4 available to registrants, series
 * registrants and hosts). Decisions: the test PDF opens to learners of a class once released there;
 * the answers PDF only after the learner's own submission; the owner and hosts always.
 */
async function pdf(client: Client, user: User, name: string) {
  const uploaded = await uploadAll(client, user, name, 'application/pdf', PDF, 'attachment')
  if (uploaded.step !== 'done') throw new Error(`upload failed at ${uploaded.step}: ${uploaded.response.text()}`)
  return uploaded.userUploadId
}

async function status(client: Client, url: string, user: User | null) {
  const request = client.get(url).redirects(0)
  return (await (user ? request.loginAs(user) : request)).status()
}

test.group('Assessments: SAT practice tests (issue 21 §4; spec 001 §3.5 sat_assessment)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the owner makes an assessment a practice test; each PDF opens to whom the rules say', async ({ client, assert }) => {
    const owner = await makeTutor()
    const host = await makeTutor()
    const ana = await makeLearner()
    const ben = await makeLearner()
    const outsider = await makeLearner()
    const otherTutor = await makeTutor()
    const staff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
    const { series } = await makeClass(host.id, [ana.id, ben.id])
    const assessment = await makeAssessment(owner.id, 'linked', { kind: 'series', id: series.id })

    const saved = await client
      .post(`/assessments/${assessment.id}/sat`)
      .json({ testUploadId: await pdf(client, owner, 'practice-test-1.pdf'), answersUploadId: await pdf(client, owner, 'answers-1.pdf') })
      .headers(json)
      .withCsrfToken()
      .loginAs(owner)
    saved.assertStatus(200)
    const sat = await SatAssessment.findByOrFail('assessment_id', assessment.id)
    assert.match(sat.testPdfUrl, /^\/uploads\/\d+\/practice-test-1\.pdf$/)
    assert.match(sat.answersPdfUrl, /^\/uploads\/\d+\/answers-1\.pdf$/)

    const everyone = { owner, host, ana, ben, outsider, otherTutor, staff, visitor: null }
    const open = async (url: string) => {
      const result: Record<string, number> = {}
      for (const [who, user] of Object.entries(everyone)) result[who] = await status(client, url, user)
      return result
    }
    const closedToAll = { owner: 200, host: 200, ana: 404, ben: 404, outsider: 404, otherTutor: 404, staff: 404, visitor: 404 }
    // Before the release: the owner and the class's host only (spec 001 §4.3: open once released_at is set).
    assert.deepEqual(await open(sat.testPdfUrl), closedToAll)
    assert.deepEqual(await open(sat.answersPdfUrl), closedToAll)

    const target = await findTarget(await Assessment.findOrFail(assessment.id), 'series', series.id)
    assert.isTrue((await releaseAssessment(target!)).ok)
    // Released: the class's learners get the test, not the answers.
    assert.deepEqual(await open(sat.testPdfUrl), { ...closedToAll, ana: 200, ben: 200 })
    assert.deepEqual(await open(sat.answersPdfUrl), closedToAll)
    const takePage = await client.get(`/assessments/${assessment.id}/series/${series.id}`).withInertia().loginAs(ana)
    assert.deepEqual(takePage.inertiaProps.sat, { satTestTitle: null, testPdfUrl: sat.testPdfUrl, answersPdfUrl: null })

    // Ana submits: the answers open to her, not to Ben who has not.
    ;(await client.post(`/assessments/${assessment.id}/series/${series.id}`).json(RIGHT_ANSWERS).headers(json).withCsrfToken().loginAs(ana)).assertStatus(200)
    assert.deepEqual(await open(sat.answersPdfUrl), { ...closedToAll, ana: 200 })
    const afterPage = await client.get(`/assessments/${assessment.id}/series/${series.id}`).withInertia().loginAs(ana)
    assert.equal(afterPage.inertiaProps.sat.answersPdfUrl, sat.answersPdfUrl)
    const benPage = await client.get(`/assessments/${assessment.id}/series/${series.id}`).withInertia().loginAs(ben)
    assert.isNull(benPage.inertiaProps.sat.answersPdfUrl)

    // Archived: closed everywhere, the PDFs are its managers' only.
    assert.isTrue(await archiveAssessment(assessment.id))
    assert.deepEqual(await open(sat.testPdfUrl), closedToAll)
    assert.deepEqual(await open(sat.answersPdfUrl), closedToAll)
  }).timeout(120_000)

  test('a file that is not a PDF, too large, someone else’s or already used is refused with a message; nothing is written', async ({ client, assert }) => {
    const owner = await makeTutor()
    const assessment = await makeAssessment(owner.id, 'published')
    const url = `/assessments/${assessment.id}/sat`
    const answersUploadId = await pdf(client, owner, 'answers.pdf')
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const response = await client.post(url).json(body).headers(json).withCsrfToken().loginAs(owner)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field, message }])
      assert.isNull(await SatAssessment.findBy('assessment_id', assessment.id))
      assert.isNull((await UserUpload.findOrFail(answersUploadId)).subjectType)
    }

    // An image is a fine attachment but not a practice test.
    const image = await uploadAll(client, owner, 'scan.png', 'image/png', await png(), 'attachment')
    assert.equal(image.step, 'done', image.response.text())
    await refuse({ testUploadId: image.userUploadId, answersUploadId }, 'testUploadId', SAT_MESSAGES.notPdf)
    assert.equal(SAT_MESSAGES.notPdf, 'Please upload PDF files only')

    // Larger than the limit (a PDF kept from a time the limit was higher): the uploads limit applies.
    const big = await UserUpload.create({
      userId: owner.id,
      purpose: 'attachment',
      originalName: 'huge.pdf',
      storageKey: `test/${randomUUID()}`,
      declaredMime: 'application/pdf',
      detectedMime: 'application/pdf',
      size: SAT_PDF_MAX_BYTES + 1,
      status: 'complete',
    })
    await refuse({ testUploadId: big.id, answersUploadId }, 'testUploadId', SAT_MESSAGES.tooLarge)
    assert.equal(SAT_MESSAGES.tooLarge, 'Please upload files at most 10MB in size')
    // The uploads module refuses such a file at its first step, with the same sentence (spec 002 §8).
    const request = await client
      .post('/uploads')
      .json({ file: { name: 'huge.pdf', mime: 'application/pdf', size: SAT_PDF_MAX_BYTES + 1 }, target: { type: 'attachment' } })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal(request.body().message, SAT_MESSAGES.tooLarge)

    const someoneElses = await pdf(client, await makeTutor(), 'theirs.pdf')
    await refuse({ testUploadId: someoneElses, answersUploadId }, 'testUploadId', SAT_MESSAGES.notOwn)
    await refuse({ testUploadId: answersUploadId }, 'answersUploadId', SAT_MESSAGES.bothNeeded)
    await refuse({ testUploadId: answersUploadId, answersUploadId }, 'answersUploadId', SAT_MESSAGES.taken)
    await refuse({ satTest: 'no-such-test', testUploadId: await pdf(client, owner, 'test.pdf'), answersUploadId }, 'satTest', SAT_MESSAGES.unknownTest)
    const garbage = await client.post(url).json({ testUploadId: 'abc' }).headers(json).withCsrfToken().loginAs(owner)
    garbage.assertStatus(422)

    // A PDF already attached to another practice test cannot be reused.
    const other = await makeAssessment(owner.id, 'published')
    const shared = await pdf(client, owner, 'shared.pdf')
    ;(await client.post(`/assessments/${other.id}/sat`).json({ testUploadId: shared, answersUploadId: await pdf(client, owner, 'a.pdf') }).headers(json).withCsrfToken().loginAs(owner)).assertStatus(200)
    const reused = await client.post(url).json({ testUploadId: shared, answersUploadId }).headers(json).withCsrfToken().loginAs(owner)
    reused.assertStatus(422)
    assert.deepEqual(reused.body().errors, [{ field: 'testUploadId', message: SAT_MESSAGES.taken }])
    assert.isNull(await SatAssessment.findBy('assessment_id', assessment.id))
  })

  test('replacing a PDF detaches the old one; removing the practice test detaches both', async ({ client, assert }) => {
    const owner = await makeTutor()
    const assessment = await makeAssessment(owner.id, 'published')
    const url = `/assessments/${assessment.id}/sat`
    const firstTest = await pdf(client, owner, 'test-v1.pdf')
    const answers = await pdf(client, owner, 'answers.pdf')
    ;(await client.post(url).json({ testUploadId: firstTest, answersUploadId: answers }).headers(json).withCsrfToken().loginAs(owner)).assertStatus(200)
    const secondTest = await pdf(client, owner, 'test-v2.pdf')
    ;(await client.post(url).json({ testUploadId: secondTest }).headers(json).withCsrfToken().loginAs(owner)).assertStatus(200)
    const sat = await SatAssessment.findByOrFail('assessment_id', assessment.id)
    assert.match(sat.testPdfUrl, /test-v2\.pdf$/)
    assert.match(sat.answersPdfUrl, /answers\.pdf$/)
    assert.isNull((await UserUpload.findOrFail(firstTest)).subjectType)
    assert.equal((await UserUpload.findOrFail(secondTest)).subjectType, 'assessment_sat_test')
    assert.equal((await UserUpload.findOrFail(answers)).subjectType, 'assessment_sat_answers')

    // The SAT test it prepares for: one of the SAT Bootcamp's tests (its iterations).
    const [satTest] = satTestChoices()
    assert.exists(satTest, 'the SAT Bootcamp program is registered with its tests')
    ;(await client.post(url).json({ satTest: satTest.key }).headers(json).withCsrfToken().loginAs(owner)).assertStatus(200)
    const editor = await client.get(`/assessments/${assessment.id}`).withInertia().loginAs(owner)
    assert.equal(editor.inertiaProps.sat.testPdfUrl, sat.testPdfUrl)
    assert.equal(editor.inertiaProps.sat.satTest, satTest.key)
    assert.equal(editor.inertiaProps.sat.satTestTitle, satTest.title)

    ;(await client.post(`${url}/remove`).headers(json).withCsrfToken().loginAs(owner)).assertStatus(200)
    assert.isNull(await SatAssessment.findBy('assessment_id', assessment.id))
    assert.isNull((await UserUpload.findOrFail(secondTest)).subjectType)
    assert.isNull((await UserUpload.findOrFail(answers)).subjectType)
    const twice = await client.post(`${url}/remove`).headers(json).withCsrfToken().loginAs(owner)
    twice.assertStatus(409)
    assert.equal(twice.body().message, SAT_MESSAGES.none)
  })
})
