import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { giveSessionFeedback } from '../../actions/give_session_feedback.js'

/* The staff Feedbacks page (spec 000 §6.3 "policy or mentor") and /stories (spec 000 §2.2). */
async function feedbackWith(comment: string | null, rating = 'super-helpful', nps: number | null = 10) {
  const learner = await makeLearner()
  const made = await makePastSession({ learners: [learner] })
  const feedback = await giveSessionFeedback({
    sessionId: made.session.id,
    userId: learner.id,
    tutorId: made.host.id,
    answer: { type: 'tutor', rating, ratingTags: [], comment, internalComment: 'STAFF ONLY NOTE', nps, followTutor: false },
  })
  return { ...made, learner, feedback: feedback! }
}

const staff = (role: 'admin:policy' | 'admin:mentor' | 'admin:federal_work_study') => makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', role] })

test.group('Feedbacks (staff) and Stories (issue 11 §2)', () => {
  test('authorisation: visitors sign in; learners, tutors and other staff are refused; policy and mentor staff open it', async ({ client }) => {
    ;(await client.get('/admin/feedbacks').withInertia()).assertStatus(401)
    for (const person of [await makeLearner(), await makeTutor(), await staff('admin:federal_work_study')]) {
      ;(await client.get('/admin/feedbacks').loginAs(person).withInertia()).assertStatus(403)
    }
    for (const role of ['admin:policy', 'admin:mentor'] as const) {
      const response = await client.get('/admin/feedbacks').loginAs(await staff(role)).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('feedback/admin_feedbacks')
    }
  })

  test('the page lists feedback with names and internal comments, filters by rating and comment, and charts ratings and NPS', async ({ client, assert }) => {
    const { feedback, learner } = await feedbackWith('It finally clicked!')
    const unhappy = await feedbackWith(null, 'not-helpful', 2)
    const props = (await client.get('/admin/feedbacks').loginAs(await staff('admin:policy')).withInertia()).inertiaProps as any
    const shown = props.feedback.find((item: any) => item.id === feedback.id)
    assert.equal(shown.learnerName, learner.name)
    assert.equal(shown.internalComment, 'STAFF ONLY NOTE')
    assert.isAtLeast(props.ratings.find((bar: any) => bar.rating === 'Super helpful').count, 1)
    assert.lengthOf(props.nps, 6)
    assert.isNotNull(props.nps.at(-1).nps)
    const onlyUnhappy = (await client.get('/admin/feedbacks?rating=not-helpful').loginAs(await staff('admin:mentor')).withInertia()).inertiaProps as any
    assert.isTrue(onlyUnhappy.feedback.every((item: any) => item.rating === 'not-helpful'))
    assert.include(onlyUnhappy.feedback.map((item: any) => item.id), unhappy.feedback.id)
    const withComments = (await client.get('/admin/feedbacks?comments=true').loginAs(await staff('admin:mentor')).withInertia()).inertiaProps as any
    assert.isTrue(withComments.feedback.every((item: any) => item.comment))
  })

  test('staff feature a comment on /stories and take it off; the story never names the learner; others may not feature', async ({ client, assert }) => {
    const { feedback, learner, session } = await feedbackWith('My tutor explained logarithms like a story. Thank you!')
    const refused = await client.post(`/admin/feedbacks/${feedback.id}/stories`).json({ onStoriesPage: true }).withCsrfToken().loginAs(await makeTutor()).withInertia()
    refused.assertStatus(403)
    ;(await client.post(`/admin/feedbacks/${feedback.id}/stories`).json({ onStoriesPage: true }).withCsrfToken().accept('json').redirects(0)).assertStatus(401)
    assert.notExists(await db.from('session_feedback_featured').where('session_feedback_id', feedback.id).first())

    const editor = await staff('admin:policy')
    ;(await client.post(`/admin/feedbacks/${feedback.id}/stories`).json({ onStoriesPage: true }).withCsrfToken().loginAs(editor).redirects(0)).assertStatus(302)
    const stories = await client.get('/stories').withInertia()
    stories.assertStatus(200)
    const story = (stories.inertiaProps as any).stories.find((item: any) => item.id === feedback.id)
    assert.equal(story.comment, 'My tutor explained logarithms like a story. Thank you!')
    assert.equal(story.sessionTitle, session.title)
    const text = JSON.stringify(stories.inertiaProps)
    assert.notInclude(text, learner.name)
    assert.notInclude(text, 'STAFF ONLY NOTE')

    ;(await client.post(`/admin/feedbacks/${feedback.id}/stories`).json({ onStoriesPage: false }).withCsrfToken().loginAs(editor).redirects(0)).assertStatus(302)
    const after = (await client.get('/stories').withInertia()).inertiaProps as any
    assert.notInclude(after.stories.map((item: any) => item.id), feedback.id)
    ;(await client.post('/admin/feedbacks/999999999/stories').json({ onStoriesPage: true }).withCsrfToken().loginAs(editor).withInertia()).assertStatus(404)
  })
})
