import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { isFollowing } from '#modules/recognition/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse } from '#modules/catalog/tests/factories'
import { makePastSession, setTimes } from '#modules/tutoring/tests/factories'
import { pendingFeedbackOf } from '../../queries/pending_feedback.js'
import { FEEDBACK_MESSAGES } from '../../shared/index.js'

/* Prompt 6 "Share your feedback" (spec 000 §2.4; spec 001 §5.3; spec 002 §7, §9, Points). */
const attend = (sessionId: number, userId: number) =>
  db.table('session_attendees').insert({ session_id: sessionId, user_id: userId, role: 'learner', joined_at: sqlTime(DateTime.utc()), created_at: sqlTime(DateTime.utc()) })
const ledger = (userId: number) => db.from('user_events').where('user_id', userId).select('event_type', 'event_points').orderBy('id')

test.group('Session feedback prompt (spec 000 §2.4 prompt 6, spec 001 §5.3)', () => {
  test('spec 001 §5.3: registered learners of a session in the windows are asked; the oldest first with the remaining count', async ({ assert }) => {
    const learner = await makeLearner()
    const older = await makePastSession({ learners: [learner], startedMinutesAgo: 3 * 24 * 60 })
    const recent = await makePastSession({ learners: [learner], startedMinutesAgo: 90 })
    const pending = await pendingFeedbackOf(learner.id)
    assert.equal(pending?.sessionId, older.session.id)
    assert.equal(pending?.remaining, 2)
    assert.isFalse(pending?.dialogue)
    assert.equal((await pendingFeedbackOf(learner.id, { sessionId: recent.session.id }))?.sessionId, recent.session.id)
  })

  test('spec 001 §5.3: the lookahead (started ≥ 10 min ago) and past (ended ≤ 14 days ago) windows; canceled and snoozed sessions are not asked', async ({ assert }) => {
    const learner = await makeLearner()
    const { session } = await makePastSession({ learners: [learner], startedMinutesAgo: 5 })
    assert.isNull(await pendingFeedbackOf(learner.id))
    const start = DateTime.utc().minus({ minutes: 11 })
    await setTimes(session.id, { start_date: start, end_date: start.plus({ hours: 1 }) })
    assert.isNotNull(await pendingFeedbackOf(learner.id))
    await setTimes(session.id, { start_date: DateTime.utc().minus({ days: 15 }), end_date: DateTime.utc().minus({ days: 14, minutes: 1 }) })
    assert.isNull(await pendingFeedbackOf(learner.id))
    await setTimes(session.id, { start_date: start, end_date: start.plus({ hours: 1 }) })
    await db.from('session_registrations').where('session_id', session.id).update({ snooze_feedback_until: sqlTime(DateTime.utc().plus({ hours: 1 })) })
    assert.isNull(await pendingFeedbackOf(learner.id))
    await db.from('session_registrations').where('session_id', session.id).update({ snooze_feedback_until: null })
    await db.from('tutoring_sessions').where('id', session.id).update({ canceled_at: sqlTime(DateTime.utc()) })
    assert.isNull(await pendingFeedbackOf(learner.id))
  })

  test('a study space (an open drop-in room, issue 18 §3) asks for no feedback, like live help', async ({ assert }) => {
    const learner = await makeLearner()
    const { session } = await makePastSession({ learners: [learner] })
    assert.isNotNull(await pendingFeedbackOf(learner.id))
    await db.from('tutoring_sessions').where('id', session.id).update({ format: 'study-space' })
    await db.from('session_registrations').where('session_id', session.id).update({ type: 'dropin' })
    assert.isNull(await pendingFeedbackOf(learner.id))
  })

  test('spec 002 §9, spec 000 §6.4: no NPS question at 2 attended sessions and no Follow box for a tutor already followed', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makePastSession({ learners: [learner] })
    const other = await makePastSession({ learners: [learner], startedMinutesAgo: 20 * 24 * 60 })
    await attend(session.id, learner.id)
    await attend(other.session.id, learner.id)
    await db.table('tutor_follows').insert({ user_id: learner.id, tutor_id: host.id, created_at: sqlTime(DateTime.utc()) })
    const page = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.deepInclude(page.inertiaProps.prompt.props, { sessionId: session.id, npsAsked: false, canFollow: false })
  })

  test('the prompt on the next page; a submission with NPS and follow records points for both and ends the prompt', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makePastSession({ learners: [learner] })
    await attend(session.id, learner.id)
    const page = await client.get('/dashboard').withInertia().loginAs(learner)
    const prompt = page.inertiaProps.prompt
    assert.equal(prompt.key, 'feedback.session')
    assert.equal(prompt.title, 'Share your feedback')
    assert.deepInclude(prompt.props, { sessionId: session.id, npsAsked: true, canFollow: true, dialogue: false, canSnooze: true })

    const url = `/feedback/sessions/${session.id}`
    const incomplete = await client.post(url).json({ rating: 'super-helpful' }).withCsrfToken().loginAs(learner).accept('json')
    incomplete.assertStatus(422)
    assert.equal(incomplete.body().errors[0].message, FEEDBACK_MESSAGES.incomplete)

    const done = await client
      .post(url)
      .json({ rating: 'super-helpful', ratingTags: ['patient'], comment: 'Clear and kind.', internalComment: 'All good', nps: 9, followTutor: true })
      .withCsrfToken()
      .loginAs(learner)
      .redirects(0)
    done.assertStatus(302)
    const row = await db.from('session_feedback').where('session_id', session.id).where('user_id', learner.id).first()
    assert.deepInclude(row, { rating: 'super-helpful', nps: 9, internal_comment: 'All good', type: 'tutor' })
    assert.isTrue(await isFollowing(learner.id, host.id))
    // "1, +1 each for detailed, NPS, internal comment": not detailed (under 50 characters) → 3.
    assert.deepEqual(await ledger(learner.id), [{ event_type: 'session_feedback_given', event_points: 3 }])
    assert.deepEqual(await ledger(host.id), [{ event_type: 'session_feedback_received', event_points: 2 }])

    const after = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.isNull(after.inertiaProps.prompt)
    // A second submission is a 404 (nothing pending) and awards nothing.
    ;(await client.post(url).json({ rating: 'helpful' }).withCsrfToken().loginAs(learner).accept('json')).assertStatus(404)
    assert.lengthOf(await ledger(learner.id), 1)
  })

  test('spec 002 §9: a dialogue world asks the dialogue ratings; no NPS beyond the attended counts', async ({ client, assert }) => {
    const course = await makeCourse({ slug: `dialogues` }).catch(() => null)
    const world = await makeWorld()
    const dialogues = course ?? (await db.from('courses').where('slug', 'dialogues').first())
    await db.from('worlds').where('id', world.id).update({ course_id: dialogues.id })
    const learner = await makeLearner()
    const { session } = await makePastSession({ learners: [learner], worldId: world.id })
    const page = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.deepInclude(page.inertiaProps.prompt.props, { dialogue: true, npsAsked: false })
    ;(await client.post(`/feedback/sessions/${session.id}`).json({ rating: 'helpful' }).withCsrfToken().loginAs(learner).accept('json')).assertStatus(422)
    const done = await client.post(`/feedback/sessions/${session.id}`).json({ rating: 'differing-views' }).withCsrfToken().loginAs(learner).redirects(0)
    done.assertStatus(302)
    const row = await db.from('session_feedback').where('session_id', session.id).first()
    assert.equal(row.type, 'dialogue')
  })

  test('spec 001 §4.6: Answer Tomorrow within 7 days; "You cannot snooze feedback after 7 days." after', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { session } = await makePastSession({ learners: [learner] })
    const snooze = `/feedback/sessions/${session.id}/snooze`
    ;(await client.post(snooze).withCsrfToken().loginAs(learner).redirects(0)).assertStatus(302)
    assert.isNull(await pendingFeedbackOf(learner.id))

    const late = await makePastSession({ learners: [learner], startedMinutesAgo: 8 * 24 * 60 })
    const refused = await client.post(`/feedback/sessions/${late.session.id}/snooze`).withCsrfToken().loginAs(learner).accept('json')
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].message, FEEDBACK_MESSAGES.snoozeTooLate)
    assert.equal((await pendingFeedbackOf(learner.id))?.sessionId, late.session.id)
  })

  test('authorisation: visitors are sent to log in; a non-registrant and the tutor get 404', async ({ client, assert }) => {
    const learner = await makeLearner()
    const { session, host } = await makePastSession({ learners: [learner] })
    for (const path of [`/feedback/sessions/${session.id}`, `/feedback/sessions/${session.id}/snooze`]) {
      const visitor = await client.post(path).json({ rating: 'helpful' }).withCsrfToken().redirects(0)
      assert.oneOf(visitor.status(), [302, 401])
      for (const someone of [await makeUser(), host, await makeTutor()]) {
        ;(await client.post(path).json({ rating: 'helpful' }).withCsrfToken().loginAs(someone).accept('json')).assertStatus(404)
      }
    }
    assert.isNotNull(await pendingFeedbackOf(learner.id))
  })
})
