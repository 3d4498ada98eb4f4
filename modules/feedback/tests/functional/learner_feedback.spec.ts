import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { confirmAttendance } from '#modules/tutoring/index'
import type { User } from '#modules/identity/index'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makePastSession, setTimes } from '#modules/tutoring/tests/factories'
import FeedbackPolicy from '../../policies/feedback_policy.js'
import { giveLearnerFeedback } from '../../actions/give_learner_feedback.js'
import { learnerFeedbackSessionOf } from '../../queries/learner_feedback_session.js'
import { learnerFeedbackDueOf } from '../../queries/learner_feedback_due.js'
import { COMMENT_MAX, LEARNER_FEEDBACK_MESSAGES } from '../../shared/index.js'

/*
 * Learner feedback (issue 11 §2; spec 001 §3.4 learner_feedback: type, comment, attribute_tags;
 * spec 002 Points "Learner feedback given or received: 1"; spec 000 §6.3 "Learner Feedbacks:
 * policy or mentor").
 */

/** A session that took place, its roster confirmed: `present` came, `absent` did not; the host as given. */
async function confirmedSession(options: { hostPresent?: boolean } = {}) {
  const [present, absent] = await Promise.all([makeLearner(), makeLearner()])
  const made = await makePastSession({ learners: [present, absent] })
  const outcome = await confirmAttendance({
    sessionId: made.session.id,
    byUserId: made.host.id,
    learners: [
      { userId: present.id, status: 'present' },
      { userId: absent.id, status: 'absent' },
    ],
    hosts: [{ userId: made.host.id, present: options.hostPresent ?? true }],
  })
  if (!outcome.ok) throw new Error(outcome.reason)
  return { ...made, present, absent }
}

const feedbackRows = (sessionId: number) => db.from('learner_feedback').where('session_id', sessionId).orderBy('id')
const learnerPoints = (userId: number) =>
  db.from('user_events').where('user_id', userId).whereIn('event_type', ['learner_feedback_given', 'learner_feedback_received']).select('event_type', 'event_points').orderBy('id')

const staff = (...roles: Array<'admin:policy' | 'admin:mentor' | 'admin:blog'>) => makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', ...roles] })

function post(client: any, sessionId: number, person: User, body: Record<string, unknown>) {
  return client.post(`/tutor/feedback/learners/${sessionId}`).json(body).withCsrfToken().loginAs(person).accept('json')
}

test.group('Learner feedback by hosts (spec 001 §3.4)', () => {
  test('spec 001 §3.4, spec 002 Points: a host gives feedback on a present learner; 1 point each; a repeat is refused and awards nothing', async ({ client, assert }) => {
    const { session, host, present, absent } = await confirmedSession()
    const page = await client.get(`/tutor/feedback/learners/${session.id}`).withInertia().loginAs(host)
    page.assertStatus(200)
    page.assertInertiaComponent('feedback/learner_feedback')
    const props = page.inertiaProps as any
    assert.isNull(props.closedReason)
    assert.deepEqual(props.session.learners.map((learner: any) => learner.userId), [present.id])
    assert.notInclude(JSON.stringify(props), absent.name)

    const body = { learnerId: present.id, type: 'positive', attributeTags: ['engaged', 'helped-peers'], comment: '  Explained step 3 to the group.  ' }
    ;(await client.post(`/tutor/feedback/learners/${session.id}`).json(body).withCsrfToken().loginAs(host).redirects(0)).assertStatus(302)
    const rows = await feedbackRows(session.id)
    assert.lengthOf(rows, 1)
    assert.deepInclude(rows[0], { reviewer_user_id: host.id, reviewee_user_id: present.id, type: 'positive', comment: 'Explained step 3 to the group.' })
    assert.deepEqual(JSON.parse(rows[0].attribute_tags), ['engaged', 'helped-peers'])
    assert.deepEqual(await learnerPoints(host.id), [{ event_type: 'learner_feedback_given', event_points: 1 }])
    assert.deepEqual(await learnerPoints(present.id), [{ event_type: 'learner_feedback_received', event_points: 1 }])

    // Once per (session, host, learner): a second submit is refused with a sentence...
    const again = await post(client, session.id, host, { learnerId: present.id, type: 'constructive' })
    again.assertStatus(409)
    assert.equal(again.body().errors[0].message, LEARNER_FEEDBACK_MESSAGES.alreadyGiven)
    // ...and a second write that slips past the policy (two tabs) hits the unique index: nothing changes.
    assert.isNull(await giveLearnerFeedback({ sessionId: session.id, reviewerId: host.id, revieweeId: present.id, type: 'concern', comment: null, attributeTags: [] }))
    assert.lengthOf(await feedbackRows(session.id), 1)
    assert.equal((await feedbackRows(session.id))[0].type, 'positive')
    assert.lengthOf(await learnerPoints(host.id), 1)
    assert.lengthOf(await learnerPoints(present.id), 1)

    // The page now shows what was given, read-only.
    const after = (await client.get(`/tutor/feedback/learners/${session.id}`).withInertia().loginAs(host)).inertiaProps as any
    assert.deepInclude(after.session.learners[0].given, { type: 'positive', attributeTags: ['engaged', 'helped-peers'], comment: 'Explained step 3 to the group.' })
  })

  test('decision: a concern earns the host 1 point and the learner none', async ({ client, assert }) => {
    const { session, host, present } = await confirmedSession()
    ;(await post(client, session.id, host, { learnerId: present.id, type: 'concern', comment: 'Shared a phone number in chat.' }).redirects(0)).assertStatus(302)
    assert.deepEqual(await learnerPoints(host.id), [{ event_type: 'learner_feedback_given', event_points: 1 }])
    assert.deepEqual(await learnerPoints(present.id), [])
  })

  test('refused, nothing changes: a non-host, a learner, a host about an absent learner, an absent host, an unconfirmed, canceled or closed session', async ({ client, assert }) => {
    const { session, host, present, absent } = await confirmedSession()
    const body = { learnerId: present.id, type: 'positive' }
    // Someone who does not host the session (a tutor, the learner themself): it does not exist for them.
    for (const person of [await makeTutor(), present]) {
      ;(await post(client, session.id, person, body)).assertStatus(404)
      ;(await client.get(`/tutor/feedback/learners/${session.id}`).withInertia().loginAs(person)).assertStatus(404)
    }
    ;(await client.get(`/tutor/feedback/learners/${session.id}`).withInertia()).assertStatus(401)
    ;(await client.post(`/tutor/feedback/learners/${session.id}`).json(body).withCsrfToken().accept('json')).assertStatus(401)
    const aboutAbsent = await post(client, session.id, host, { learnerId: absent.id, type: 'positive' })
    aboutAbsent.assertStatus(422)
    assert.equal(aboutAbsent.body().errors[0].message, LEARNER_FEEDBACK_MESSAGES.notPresent)
    assert.lengthOf(await feedbackRows(session.id), 0)

    const absentHost = await confirmedSession({ hostPresent: false })
    const refusedHost = await post(client, absentHost.session.id, absentHost.host, { learnerId: absentHost.present.id, type: 'positive' })
    refusedHost.assertStatus(403)
    assert.equal(refusedHost.body().errors[0].message, LEARNER_FEEDBACK_MESSAGES.hostAbsent)

    const learner = await makeLearner()
    const unconfirmed = await makePastSession({ learners: [learner] })
    const early = await post(client, unconfirmed.session.id, unconfirmed.host, { learnerId: learner.id, type: 'positive' })
    early.assertStatus(409)
    assert.equal(early.body().errors[0].message, LEARNER_FEEDBACK_MESSAGES.notConfirmed)

    const closed = await confirmedSession()
    await setTimes(closed.session.id, { start_date: DateTime.utc().minus({ days: 15, hours: 1 }), end_date: DateTime.utc().minus({ days: 15 }) })
    const late = await post(client, closed.session.id, closed.host, { learnerId: closed.present.id, type: 'positive' })
    late.assertStatus(409)
    assert.equal(late.body().errors[0].message, LEARNER_FEEDBACK_MESSAGES.closed)
    // The page stays readable for its host, without forms.
    const closedPage = await client.get(`/tutor/feedback/learners/${closed.session.id}`).withInertia().loginAs(closed.host)
    assert.equal((closedPage.inertiaProps as any).closedReason, LEARNER_FEEDBACK_MESSAGES.closed)

    const canceled = await confirmedSession()
    await db.from('tutoring_sessions').where('id', canceled.session.id).update({ canceled_at: sqlTime(DateTime.utc()) })
    ;(await post(client, canceled.session.id, canceled.host, { learnerId: canceled.present.id, type: 'positive' })).assertStatus(409)

    for (const id of [absentHost.session.id, unconfirmed.session.id, closed.session.id, canceled.session.id]) assert.lengthOf(await feedbackRows(id), 0)
    for (const person of [host, present, absentHost.host, unconfirmed.host, closed.host, canceled.host]) assert.lengthOf(await learnerPoints(person.id), 0)
    ;(await post(client, 999_999_999, host, body)).assertStatus(404)
  })

  test('bad input gives a clear message and changes nothing: unknown tag, unknown type, a comment of 2001 characters', async ({ client, assert }) => {
    const { session, host, present } = await confirmedSession()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ learnerId: present.id, type: 'positive', attributeTags: ['engaged', 'sleepy'] }, 'attributeTags.1', LEARNER_FEEDBACK_MESSAGES.tag],
      [{ learnerId: present.id, type: 'great' }, 'type', LEARNER_FEEDBACK_MESSAGES.type],
      [{ learnerId: present.id }, 'type', LEARNER_FEEDBACK_MESSAGES.type],
      [{ learnerId: present.id, type: 'positive', comment: 'x'.repeat(COMMENT_MAX + 1) }, 'comment', `Please write at most ${COMMENT_MAX} characters.`],
    ]
    for (const [body, field, message] of cases) {
      const response = await post(client, session.id, host, body)
      response.assertStatus(422)
      const error = response.body().errors.find((item: { field: string }) => item.field === field)
      assert.equal(error?.message, message, JSON.stringify(body).slice(0, 80))
    }
    assert.lengthOf(await feedbackRows(session.id), 0)
    assert.lengthOf(await learnerPoints(host.id), 0)
    // Exactly 2000 characters is fine.
    ;(await post(client, session.id, host, { learnerId: present.id, type: 'constructive', comment: 'y'.repeat(COMMENT_MAX) }).redirects(0)).assertStatus(302)
    assert.lengthOf(await feedbackRows(session.id), 1)
  })

  test('/tutor/feedback lists the sessions open for learner feedback: the SQL twin agrees with FeedbackPolicy on the same fixtures', async ({ client, assert }) => {
    const host = await makeTutor()
    const open = await confirmedSessionOf(host)
    const unconfirmedLearner = await makeLearner()
    const unconfirmed = await makePastSession({ host, learners: [unconfirmedLearner] })
    const closed = await confirmedSessionOf(host)
    await setTimes(closed.session.id, { start_date: DateTime.utc().minus({ days: 15, hours: 1 }), end_date: DateTime.utc().minus({ days: 15 }) })
    const canceled = await confirmedSessionOf(host)
    await db.from('tutoring_sessions').where('id', canceled.session.id).update({ canceled_at: sqlTime(DateTime.utc()) })
    const hostAbsent = await confirmedSessionOf(host, false)

    const listed = (await learnerFeedbackDueOf(host.id)).map((row) => row.sessionId)
    const policy = new FeedbackPolicy()
    for (const id of [open.session.id, unconfirmed.session.id, closed.session.id, canceled.session.id, hostAbsent.session.id]) {
      const facts = (await learnerFeedbackSessionOf(id, host.id))!
      assert.equal(listed.includes(id), (await policy.giveLearnerFeedback(host, facts)) === true, `session ${id}`)
    }
    assert.deepEqual(listed, [open.session.id])

    await giveLearnerFeedback({ sessionId: open.session.id, reviewerId: host.id, revieweeId: open.present.id, type: 'positive', comment: null, attributeTags: [] })
    const page = await client.get('/tutor/feedback').withInertia().loginAs(host)
    page.assertStatus(200)
    assert.deepInclude((page.inertiaProps as any).learnerSessions[0], { sessionId: open.session.id, present: 1, given: 1 })
  })
})

async function confirmedSessionOf(host: User, hostPresent = true) {
  const present = await makeLearner()
  const made = await makePastSession({ host, learners: [present] })
  const outcome = await confirmAttendance({
    sessionId: made.session.id,
    byUserId: host.id,
    learners: [{ userId: present.id, status: 'present' }],
    hosts: [{ userId: host.id, present: hostPresent }],
  })
  if (!outcome.ok) throw new Error(outcome.reason)
  return { ...made, present }
}

test.group('Learner Feedbacks (staff, spec 000 §6.3 "policy or mentor")', () => {
  test('spec 000 §6.3: a visitor signs in; a learner and other staff are refused; policy and mentor staff open it', async ({ client }) => {
    ;(await client.get('/admin/learner-feedbacks').withInertia()).assertStatus(401)
    for (const person of [await makeLearner(), await makeTutor(), await staff('admin:blog')]) {
      ;(await client.get('/admin/learner-feedbacks').loginAs(person).withInertia()).assertStatus(403)
    }
    for (const role of ['admin:policy', 'admin:mentor'] as const) {
      const response = await client.get('/admin/learner-feedbacks').loginAs(await staff(role)).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent('feedback/admin_learner_feedbacks')
    }
  })

  test('the list names both people and the session, filters by type and tag, and charts types by month and tags', async ({ client, assert }) => {
    const first = await confirmedSession()
    const second = await confirmedSession()
    const praise = await giveLearnerFeedback({
      sessionId: first.session.id,
      reviewerId: first.host.id,
      revieweeId: first.present.id,
      type: 'positive',
      comment: 'Helped two others with the proof.',
      attributeTags: ['helped-peers'],
    })
    const worry = await giveLearnerFeedback({ sessionId: second.session.id, reviewerId: second.host.id, revieweeId: second.present.id, type: 'concern', comment: null, attributeTags: ['distracted'] })
    const reader = await staff('admin:mentor')

    const all = (await client.get('/admin/learner-feedbacks').loginAs(reader).withInertia()).inertiaProps as any
    const shown = all.feedback.find((item: any) => item.id === praise!.id)
    assert.deepInclude(shown, {
      type: 'positive',
      typeLabel: 'Positive',
      tagLabels: ['Helped peers'],
      comment: 'Helped two others with the proof.',
      sessionId: first.session.id,
      sessionTitle: first.session.title,
      reviewerName: first.host.name,
      revieweeName: first.present.name,
    })
    assert.lengthOf(all.months, 6)
    const thisMonth = all.months.at(-1)
    assert.isAtLeast(thisMonth.positive, 1)
    assert.isAtLeast(thisMonth.concern, 1)
    assert.isAtLeast(all.tags.find((bar: any) => bar.tag === 'Helped peers').count, 1)
    assert.isAtLeast(all.meta.total, 2)

    const concerns = (await client.get('/admin/learner-feedbacks?type=concern').loginAs(reader).withInertia()).inertiaProps as any
    assert.deepEqual(concerns.filters, { type: 'concern', tag: null })
    assert.isTrue(concerns.feedback.every((item: any) => item.type === 'concern'))
    assert.include(concerns.feedback.map((item: any) => item.id), worry!.id)
    assert.notInclude(concerns.feedback.map((item: any) => item.id), praise!.id)

    const helpers = (await client.get('/admin/learner-feedbacks?tag=helped-peers').loginAs(await staff('admin:policy')).withInertia()).inertiaProps as any
    assert.isTrue(helpers.feedback.every((item: any) => item.tagLabels.includes('Helped peers')))
    assert.include(helpers.feedback.map((item: any) => item.id), praise!.id)
    assert.notInclude(helpers.feedback.map((item: any) => item.id), worry!.id)

    // A malformed filter is ignored (the whole list), never an error page.
    const ignored = (await client.get('/admin/learner-feedbacks?type=nonsense&page=-3').loginAs(reader).withInertia()).inertiaProps as any
    assert.deepEqual(ignored.filters, { type: null, tag: null })
    assert.equal(ignored.meta.page, 1)
  })
})
