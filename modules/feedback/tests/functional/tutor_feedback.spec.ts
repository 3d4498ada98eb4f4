import { test } from '@japa/runner'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { giveSessionFeedback } from '../../actions/give_session_feedback.js'

/* /tutor/feedback (spec 000 §2.2; issue 11 §2 "internal comments are visible to staff only"). */
async function feedbackOn(host?: Awaited<ReturnType<typeof makeTutor>>) {
  const learner = await makeLearner()
  const made = await makePastSession({ host, learners: [learner] })
  const feedback = await giveSessionFeedback({
    sessionId: made.session.id,
    userId: learner.id,
    tutorId: made.host.id,
    answer: { type: 'tutor', rating: 'helpful', ratingTags: ['patient'], comment: 'Thanks a lot', internalComment: 'STAFF ONLY NOTE', nps: 7, followTutor: false },
  })
  return { ...made, learner, feedback: feedback! }
}

test.group('Tutor feedback page (spec 000 §2.2 /tutor/feedback)', () => {
  test('the host reads their feedback without the internal comment, the NPS or the author; filters by query', async ({ client, assert }) => {
    const { host, session, learner, feedback } = await feedbackOn()
    const other = await feedbackOn(host)
    const response = await client.get('/tutor/feedback').withInertia().loginAs(host)
    response.assertStatus(200)
    const items = response.inertiaProps.feedback
    assert.deepEqual(items.map((item: { id: number }) => item.id).sort(), [feedback.id, other.feedback.id].sort())
    const text = JSON.stringify(response.inertiaProps)
    assert.notInclude(text, 'STAFF ONLY NOTE')
    assert.notInclude(text, learner.name)
    assert.notProperty(items[0], 'nps')
    const bySession = await client.get(`/tutor/feedback?sessionId=${session.id}`).withInertia().loginAs(host)
    assert.deepEqual(bySession.inertiaProps.feedback.map((item: { id: number }) => item.id), [feedback.id])
    const byId = await client.get(`/tutor/feedback?sessionFeedbackId=${other.feedback.id}`).withInertia().loginAs(host)
    assert.deepEqual(byId.inertiaProps.feedback.map((item: { id: number }) => item.id), [other.feedback.id])
  })

  test('authorisation (spec 000 §2.3): a visitor is asked to log in, a learner is denied, another tutor sees none of it', async ({ client, assert }) => {
    const { feedback } = await feedbackOn()
    const visitor = await client.get('/tutor/feedback').withInertia()
    visitor.assertStatus(401)
    visitor.assertInertiaPropsContains({ code: 'not_logged_in' })
    const learner = await client.get('/tutor/feedback').withInertia().loginAs(await makeLearner())
    learner.assertStatus(403)
    learner.assertInertiaPropsContains({ code: 'not_enough_permission' })
    const stranger = await client.get(`/tutor/feedback?sessionFeedbackId=${feedback.id}`).withInertia().loginAs(await makeTutor())
    assert.deepEqual(stranger.inertiaProps.feedback, [])
  })
})
