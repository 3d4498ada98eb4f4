import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { sqlTime } from '#app/support/database/values'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { makeSession } from '#modules/tutoring/tests/factories'
import SessionRequest from '../../models/session_request.js'
import { REQUEST_DETAILS_RETENTION_DAYS } from '../../rules.js'
import { makeListedTutor, makeRequest, makeTopicWithWorld } from '../factories.js'

/*
 * README "Retention": what a learner wrote in a one-on-one request is removed 180 days after the
 * request ended, by the tutors.request-details rule that operations' daily retention job runs.
 */
const daysAgo = (days: number) => sqlTime(DateTime.utc().minus({ days }))

test.group('Retention of one-on-one request details (README "Retention"; issue 20 §4 rules)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('declining or closing a request records when it ended', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const declined = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })
    await client.post(`/dashboard/one-on-one/${declined.id}/decline`).json({ reason: 'I am away this month.' }).withCsrfToken().loginAs(tutor).redirects(0)
    const otherLearner = await makeLearner()
    const withdrawn = await makeRequest({ userId: otherLearner.id, tutorUserId: tutor.id, topicId: topic.id })
    await client.post(`/dashboard/one-on-one/${withdrawn.id}/close`).withCsrfToken().loginAs(otherLearner).redirects(0)
    await declined.refresh()
    await withdrawn.refresh()
    assert.equal(declined.status, 'declined')
    assert.isNotNull(declined.endedAt)
    assert.equal(withdrawn.status, 'closed')
    assert.isNotNull(withdrawn.endedAt)
  })

  test(`details, log notes and a decline reason are removed ${REQUEST_DETAILS_RETENTION_DAYS} days after the end; recent, open and scheduled-ahead requests keep theirs; twice is harmless`, async ({ assert }) => {
    const rule = hooks.retentionRules().find((entry) => entry.key === 'tutors.request-details')
    assert.exists(rule, 'tutors registers its rule')
    assert.include(rule!.after, '180 days')

    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const make = async () => makeRequest({ userId: (await makeLearner()).id, tutorUserId: tutor.id, topicId: topic.id })
    const log = JSON.stringify([{ at: '2026-01-01T00:00:00.000Z', byUserId: tutor.id, action: 'declined', note: 'Away, sorry.' }])

    const oldDeclined = await make()
    await db.from('session_requests').where('id', oldDeclined.id).update({ status: 'declined', decline_reason: 'Away, sorry.', activity_log: log, ended_at: daysAgo(REQUEST_DETAILS_RETENTION_DAYS + 1) })
    const legacyClosed = await make()
    await db.from('session_requests').where('id', legacyClosed.id).update({ status: 'closed', ended_at: null, updated_at: daysAgo(400) })
    const recentClosed = await make()
    await db.from('session_requests').where('id', recentClosed.id).update({ status: 'closed', ended_at: daysAgo(REQUEST_DETAILS_RETENTION_DAYS - 1) })
    const oldOpen = await make()
    await db.from('session_requests').where('id', oldOpen.id).update({ created_at: daysAgo(400), updated_at: daysAgo(400) })
    const { session: pastSession } = await makeSession({ host: tutor, topicId: topic.id })
    await db.from('tutoring_sessions').where('id', pastSession.id).update({ start_date: daysAgo(201), end_date: daysAgo(200) })
    const scheduledLongAgo = await make()
    await db.from('session_requests').where('id', scheduledLongAgo.id).update({ status: 'scheduled', session_id: pastSession.id })
    const { session: upcoming } = await makeSession({ host: tutor, topicId: topic.id })
    const scheduledAhead = await make()
    await db.from('session_requests').where('id', scheduledAhead.id).update({ status: 'scheduled', session_id: upcoming.id })

    const mine = [oldDeclined, legacyClosed, recentClosed, oldOpen, scheduledLongAgo, scheduledAhead].map((request) => request.id)
    const due = await rule!.count(new Date())
    assert.isAtLeast(due, 3)
    const removed = await rule!.purge(new Date())
    assert.equal(removed, due)

    const rows = new Map((await SessionRequest.query().whereIn('id', mine)).map((row) => [row.id, row]))
    for (const id of [oldDeclined.id, legacyClosed.id, scheduledLongAgo.id]) {
      const row = rows.get(id)!
      assert.equal(row.details, '', `${id}`)
      assert.isNull(row.declineReason)
      assert.isNotNull(row.detailsRemovedAt)
      assert.isTrue(row.activityLog.every((entry) => entry.note === null))
    }
    assert.deepEqual(rows.get(oldDeclined.id)!.activityLog.map((entry) => entry.action), ['declined'], 'who did what stays')
    for (const id of [recentClosed.id, oldOpen.id, scheduledAhead.id]) {
      assert.equal(rows.get(id)!.details, 'Please help me with factoring.', `${id} keeps its details`)
      assert.isNull(rows.get(id)!.detailsRemovedAt)
    }
    assert.equal(await rule!.count(new Date()), 0)
    assert.equal(await rule!.purge(new Date()), 0)
  })

  test('the learner and tutor read that the details were removed', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id)
    const learner = await makeLearner()
    const request = await makeRequest({ userId: learner.id, tutorUserId: tutor.id, topicId: topic.id })
    await db.from('session_requests').where('id', request.id).update({ status: 'closed', ended_at: daysAgo(REQUEST_DETAILS_RETENTION_DAYS + 5) })
    await hooks.retentionRules().find((entry) => entry.key === 'tutors.request-details')!.purge(new Date())
    const props = (await client.get('/dashboard/one-on-one').withInertia().loginAs(learner)).inertiaProps as any
    assert.deepInclude(props.mine.find((row: any) => row.id === request.id), { details: '', detailsRemoved: true })
  })
})
