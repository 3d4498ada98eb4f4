import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { confirmAttendance } from '#modules/tutoring/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'
import { giveLearnerFeedback } from '../../actions/give_learner_feedback.js'
import { LEARNER_FEEDBACK_MESSAGES, type LearnerFeedbackType } from '../../shared/index.js'

/*
 * spec 001 §3.4 learner_feedback_featured (id, learner_feedback_id, user_id): staff who read the
 * Learner Feedbacks page (spec 000 §6.3 "policy or mentor") show a host's feedback to the learner
 * it is about; only that learner sees it, on /feedback/from-tutors.
 */

const staff = (...roles: Array<'admin:policy' | 'admin:mentor' | 'admin:blog'>) => makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', ...roles] })

/** A confirmed session with two present learners and the host's feedback on each (`type` on the first). */
async function feedbackOnTwoLearners(type: LearnerFeedbackType = 'positive') {
  const [learner, classmate] = await Promise.all([makeLearner(), makeLearner()])
  const made = await makePastSession({ learners: [learner, classmate] })
  const outcome = await confirmAttendance({
    sessionId: made.session.id,
    byUserId: made.host.id,
    learners: [
      { userId: learner.id, status: 'present' },
      { userId: classmate.id, status: 'present' },
    ],
    hosts: [{ userId: made.host.id, present: true }],
  })
  if (!outcome.ok) throw new Error(outcome.reason)
  const give = (revieweeId: number, kind: LearnerFeedbackType, comment: string) =>
    giveLearnerFeedback({ sessionId: made.session.id, reviewerId: made.host.id, revieweeId, type: kind, comment, attributeTags: ['engaged'] })
  const about = await give(learner.id, type, `Worked through every step ${made.session.id}.`)
  const aboutClassmate = await give(classmate.id, 'positive', `Helped the group ${made.session.id}.`)
  return { ...made, learner, classmate, feedback: about!, classmateFeedback: aboutClassmate! }
}

const featureUrl = (id: number) => `/admin/learner-feedbacks/${id}/featured`
const bell = (userId: number) => db.from('notifications').where('user_id', userId).where('key', 'feedback.learner_feedback.featured').select('payload', 'session_id')
const featuredRows = (feedbackId: number) => db.from('learner_feedback_featured').where('learner_feedback_id', feedbackId)
const fromTutors = async (client: any, person: any) => {
  const response = await client.get('/feedback/from-tutors').withInertia().loginAs(person)
  response.assertStatus(200)
  response.assertInertiaComponent('feedback/from_tutors')
  return response.inertiaProps as any
}

test.group('Featured learner feedback (spec 001 §3.4 learner_feedback_featured)', () => {
  test('spec 001 §3.4: policy staff show a feedback to its learner; only that learner sees it; taking it off hides it; featuring again restores the one row', async ({ client, assert }) => {
    const { learner, classmate, host, session, feedback, classmateFeedback } = await feedbackOnTwoLearners()
    const reader = await staff('admin:policy')

    assert.lengthOf((await fromTutors(client, learner)).feedback, 0, 'nothing is shown before staff choose it')

    const done = await client.post(featureUrl(feedback.id)).withCsrfToken().loginAs(reader).accept('json')
    done.assertStatus(200)
    assert.deepEqual(done.body(), { ok: true, message: LEARNER_FEEDBACK_MESSAGES.featured })
    const rows = await featuredRows(feedback.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].user_id, reader.id)
    assert.isNull(rows[0].deleted_at)
    const told = await bell(learner.id)
    assert.lengthOf(told, 1, 'the learner is told once, on the bell')
    assert.equal(told[0].session_id, session.id)
    assert.deepEqual(JSON.parse(told[0].payload), { title: session.title })

    const mine = await fromTutors(client, learner)
    assert.equal(mine.meta.total, 1)
    assert.deepInclude(mine.feedback[0], {
      id: feedback.id,
      type: 'positive',
      typeLabel: 'Positive',
      tagLabels: ['Engaged'],
      comment: feedback.comment,
      sessionTitle: session.title,
      tutorFirstName: host.name.trim().split(/\s+/)[0],
    })
    // The host's full name, other learners and the reviewer's id never reach the learner.
    assert.notProperty(mine.feedback[0], 'reviewerUserId')
    assert.notInclude(JSON.stringify(mine), classmate.name)
    if (host.name.trim().includes(' ')) assert.notInclude(JSON.stringify(mine), host.name)

    // Never to other learners (the classmate of the same session, whose own feedback is not featured), nor the host or staff.
    for (const person of [classmate, host, reader, await makeLearner()]) {
      const theirs = await fromTutors(client, person)
      assert.notInclude(JSON.stringify(theirs), feedback.comment!, `not shown to ${person.id}`)
      assert.notInclude(
        theirs.feedback.map((item: any) => item.id),
        feedback.id
      )
    }
    assert.notInclude(JSON.stringify(await fromTutors(client, classmate)), classmateFeedback.comment!)

    // Featuring twice keeps one row.
    ;(await client.post(featureUrl(feedback.id)).withCsrfToken().loginAs(await staff('admin:mentor')).accept('json')).assertStatus(200)
    assert.lengthOf(await featuredRows(feedback.id), 1)

    const off = await client.delete(featureUrl(feedback.id)).withCsrfToken().loginAs(reader).accept('json')
    off.assertStatus(200)
    assert.deepEqual(off.body(), { ok: true, message: LEARNER_FEEDBACK_MESSAGES.unfeatured })
    assert.isNotNull((await featuredRows(feedback.id))[0].deleted_at, 'taken off: soft-deleted')
    assert.lengthOf((await fromTutors(client, learner)).feedback, 0)

    ;(await client.post(featureUrl(feedback.id)).withCsrfToken().loginAs(reader).accept('json')).assertStatus(200)
    const restored = await featuredRows(feedback.id)
    assert.lengthOf(restored, 1)
    assert.isNull(restored[0].deleted_at)
    assert.lengthOf((await fromTutors(client, learner)).feedback, 1)
    assert.lengthOf(await bell(learner.id), 1, 'featuring again tells no one twice')
    assert.lengthOf(await bell(classmate.id), 0)
  })

  test('the staff list says which feedback is shown and offers it only for positive and constructive feedback', async ({ client, assert }) => {
    const shown = await feedbackOnTwoLearners('constructive')
    const worry = await feedbackOnTwoLearners('concern')
    const reader = await staff('admin:mentor')
    ;(await client.post(featureUrl(shown.feedback.id)).withCsrfToken().loginAs(reader).accept('json')).assertStatus(200)
    const props = (await client.get('/admin/learner-feedbacks').loginAs(reader).withInertia()).inertiaProps as any
    const find = (id: number) => props.feedback.find((item: any) => item.id === id)
    assert.deepInclude(find(shown.feedback.id), { featured: true, mayBeShown: true })
    assert.deepInclude(find(shown.classmateFeedback.id), { featured: false, mayBeShown: true })
    assert.deepInclude(find(worry.feedback.id), { featured: false, mayBeShown: false })
  })

  test('decision: a concern is never shown to the learner: refused with a sentence, nothing changes', async ({ client, assert }) => {
    const { learner, feedback } = await feedbackOnTwoLearners('concern')
    const refused = await client.post(featureUrl(feedback.id)).withCsrfToken().loginAs(await staff('admin:policy')).accept('json')
    refused.assertStatus(422)
    assert.deepEqual(refused.body(), { ok: false, message: LEARNER_FEEDBACK_MESSAGES.concernNotShown })
    assert.lengthOf(await featuredRows(feedback.id), 0)
    assert.lengthOf(await bell(learner.id), 0)
    // Even a row slipped into the data (an old import) is not shown: the learner's query keeps the types that may be shown.
    await db.table('learner_feedback_featured').insert({ learner_feedback_id: feedback.id, user_id: learner.id, created_at: new Date(), updated_at: new Date() })
    assert.lengthOf((await fromTutors(client, learner)).feedback, 0)
  })

  test('authorisation (spec 000 §6.3 "Learner Feedbacks: policy or mentor"): visitor, learner (even the one it is about), the host, other staff, policy and mentor staff; unknown ids', async ({ client, assert }) => {
    const { learner, host, feedback } = await feedbackOnTwoLearners()
    const url = featureUrl(feedback.id)
    assert.oneOf((await client.post(url).withCsrfToken().accept('json').redirects(0)).status(), [302, 401])
    assert.oneOf((await client.delete(url).withCsrfToken().accept('json').redirects(0)).status(), [302, 401])
    for (const person of [learner, host, await makeTutor(), await staff('admin:blog')]) {
      ;(await client.post(url).withCsrfToken().loginAs(person).withInertia()).assertStatus(403)
      ;(await client.delete(url).withCsrfToken().loginAs(person).withInertia()).assertStatus(403)
    }
    assert.lengthOf(await featuredRows(feedback.id), 0, 'nothing changed')

    const mentor = await staff('admin:mentor')
    ;(await client.post(url).withCsrfToken().loginAs(mentor).redirects(0)).assertStatus(302)
    assert.lengthOf(await featuredRows(feedback.id), 1)
    ;(await client.delete(url).withCsrfToken().loginAs(await staff('admin:policy')).redirects(0)).assertStatus(302)

    const missing = 999_999_999
    ;(await client.post(featureUrl(missing)).withCsrfToken().loginAs(mentor).withInertia()).assertStatus(404)
    ;(await client.delete(featureUrl(missing)).withCsrfToken().loginAs(mentor).withInertia()).assertStatus(404)
    // A non-staff member asking about an unknown id learns nothing either (403, not 404).
    ;(await client.post(featureUrl(missing)).withCsrfToken().loginAs(learner).withInertia()).assertStatus(403)
  })

  test('/feedback/from-tutors: a visitor signs in; every member sees only their own; a malformed page is ignored', async ({ client, assert }) => {
    ;(await client.get('/feedback/from-tutors').withInertia()).assertStatus(401)
    const { learner, feedback } = await feedbackOnTwoLearners()
    ;(await client.post(featureUrl(feedback.id)).withCsrfToken().loginAs(await staff('admin:policy')).accept('json')).assertStatus(200)
    const response = await client.get('/feedback/from-tutors?page=-2').withInertia().loginAs(learner)
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.equal(props.meta.page, 1)
    assert.deepEqual(
      props.feedback.map((item: any) => item.id),
      [feedback.id]
    )
  })
})
