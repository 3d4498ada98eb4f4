import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeTutor } from '#tests/helpers/users'
import { CertificationRequest } from '#modules/catalog/index'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import TutorQuiz from '../../models/tutor_quiz.js'
import { submitCertification } from '../../actions/submit_certification.js'
import { certificationDataOf } from '../../queries/personal_data.js'
import { QUIZ_MESSAGES, QUIZ_QUESTIONS } from '../../quiz/tutor_quiz.js'
import { makeRequest, makeVideoUpload } from '../factories.js'

const correct = () => Object.fromEntries(QUIZ_QUESTIONS.map((question) => [question.key, question.answer]))
const wrongOption = (index: number) => QUIZ_QUESTIONS[index].options.find((option) => option.key !== QUIZ_QUESTIONS[index].answer)!.key
const attemptsOf = (userId: number) => TutorQuiz.query().where('user_id', userId).orderBy('id')

test.group('Tutor quiz (spec 001 §3.1 tutor_quiz; issue 12)', () => {
  test('the page shows the questions without the answer key', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const page = await client.get('/certification/quiz').withInertia().loginAs(tutor)
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.equal(props.state, 'open')
    assert.lengthOf(props.questions, QUIZ_QUESTIONS.length)
    assert.notInclude(JSON.stringify(props.questions), '"answer"')
    assert.isNull(props.last)
  })

  test('a failed attempt is stored with its score, waits 24 h, then a pass is approved and final', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const post = (answers: Record<string, string>) => client.post('/certification/quiz').json({ answers }).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    const answers = { ...correct(), [QUIZ_QUESTIONS[0].key]: wrongOption(0), [QUIZ_QUESTIONS[1].key]: wrongOption(1) }
    const failed = await post(answers)
    failed.assertStatus(200)
    assert.deepEqual(failed.body(), { ok: true, passed: false, score: 6, total: 8 })
    const [attempt] = await attemptsOf(tutor.id)
    assert.isNull(attempt.approvedAt)
    assert.equal(attempt.details.score, 6)
    assert.deepEqual(attempt.details.answers, answers)
    assert.equal(attempt.reviewReason, 'Scored 6 of 8 (pass mark 7)')

    const waiting = (await client.get('/certification/quiz').withInertia().loginAs(tutor)).inertiaProps as any
    assert.equal(waiting.state, 'waiting')
    assert.lengthOf(waiting.questions, 0, 'no questions while waiting')
    assert.closeTo(DateTime.fromISO(waiting.retakeAt).diff(attempt.createdAt, 'hours').hours, 24, 0.01)
    assert.deepEqual(waiting.missed, [QUIZ_QUESTIONS[0].prompt, QUIZ_QUESTIONS[1].prompt])

    const early = await post(correct())
    early.assertStatus(409)
    assert.include(JSON.stringify(early.body()), QUIZ_MESSAGES.waiting)
    assert.lengthOf(await attemptsOf(tutor.id), 1, 'a retake within 24 hours changes nothing')

    attempt.createdAt = DateTime.utc().minus({ hours: 24, minutes: 1 })
    await attempt.save()
    const passed = await post({ ...correct(), [QUIZ_QUESTIONS[2].key]: wrongOption(2) })
    assert.deepEqual(passed.body(), { ok: true, passed: true, score: 7, total: 8 })
    const attempts = await attemptsOf(tutor.id)
    assert.lengthOf(attempts, 2)
    assert.isNotNull(attempts[1].approvedAt)

    const again = await post(correct())
    again.assertStatus(409)
    assert.include(JSON.stringify(again.body()), QUIZ_MESSAGES.alreadyPassed)
    assert.lengthOf(await attemptsOf(tutor.id), 2)
    assert.equal(((await client.get('/certification/quiz').withInertia().loginAs(tutor)).inertiaProps as any).state, 'passed')
    // The person's own export lists both attempts (issue 20 §4).
    const exported = await certificationDataOf(tutor.id)
    assert.deepEqual(exported.tutorQuiz.map((row) => [row.score, row.passedAt !== null]), [[7, true], [6, false]])
  })

  test('bad input gets a clear message and changes nothing', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const post = (body: unknown) => client.post('/certification/quiz').json(body as object).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    const partial = correct()
    delete partial[QUIZ_QUESTIONS[3].key]
    const missing = await post({ answers: partial })
    missing.assertStatus(422)
    assert.include(JSON.stringify(missing.body()), QUIZ_MESSAGES.incomplete)
    assert.equal((await post({ answers: { ...correct(), [QUIZ_QUESTIONS[0].key]: 'z' } })).status(), 422)
    assert.equal((await post({ answers: 'abc' })).status(), 422)
    assert.equal((await post({})).status(), 422)
    assert.lengthOf(await attemptsOf(tutor.id), 0)
  })

  test('the certification request waits for the quiz: "Take the tutor quiz first" and nothing written', async ({ client, assert }) => {
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const tutor = await makeTutor()
    const page = (await client.get(`/topic/${topic.id}/certify`).withInertia().loginAs(tutor)).inertiaProps as any
    assert.isFalse(page.quizCleared)
    assert.isFalse(((await client.get('/certification/start').withInertia().loginAs(tutor)).inertiaProps as any).quizCleared)

    const upload = await makeVideoUpload(tutor.id)
    const refused = await client.post(`/topic/${topic.id}/certify`).json({ recordingUrl: upload.downloadUrl, reportedScore: 90 }).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    refused.assertStatus(409)
    assert.include(JSON.stringify(refused.body()), 'Take the tutor quiz first')
    assert.isNull(await CertificationRequest.query().where('user_id', tutor.id).first())
    await upload.refresh()
    assert.isNull(upload.subjectType, 'the recording stays unattached')

    // The gate is the action's, whoever calls it.
    const direct = await submitCertification({ userId: tutor.id, topicId: topic.id, reportedScore: 90, recordingUrl: upload.downloadUrl, uploadId: upload.id, source: 'camera', worldSlug: null })
    assert.deepEqual(direct, { ok: false, reason: 'quiz' })

    await client.post('/certification/quiz').json({ answers: correct() }).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    assert.isTrue(((await client.get(`/topic/${topic.id}/certify`).withInertia().loginAs(tutor)).inertiaProps as any).quizCleared)
    const accepted = await client.post(`/topic/${topic.id}/certify`).json({ recordingUrl: upload.downloadUrl, reportedScore: 90 }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    assert.equal(accepted.header('location'), '/certification/mine')
    assert.isNotNull(await CertificationRequest.query().where('user_id', tutor.id).where('topic_id', topic.id).first())
  })

  test('a tutor certified before the quiz existed is not asked for it', async ({ client, assert }) => {
    const course = await makeCourse()
    const tutor = await makeTutor()
    await makeRequest(tutor.id, (await makeTopic(course.id, 'unit')).id, 'approved')
    const topic = await makeTopic(course.id, 'unit')
    const upload = await makeVideoUpload(tutor.id)
    const response = await client.post(`/topic/${topic.id}/certify`).json({ recordingUrl: upload.downloadUrl, reportedScore: 90 }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    assert.equal(response.header('location'), '/certification/mine')
    const quiz = (await client.get('/certification/quiz').withInertia().loginAs(tutor)).inertiaProps as any
    assert.isTrue(quiz.exempt)
  })
})
