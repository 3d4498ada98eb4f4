import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { pointsOf } from '../../index.js'
import { awardSessionAttendance } from '../../actions/award_session_attendance.js'
import { makeReferral } from '../factories.js'

let nextSession = 1_700_000_000
const sessionId = () => ++nextSession

const eventsOf = (userId: number) =>
  db.from('user_events').where('user_id', userId).orderBy('id').select('event_type', 'event_points', 'idempotency_key')

/* spec 002 §9 Points, wired to 'session.attendance.confirmed' (issue 11 §3). */
test.group('attendance points (spec 002 §9 Points)', () => {
  test('a confirmed roster awards attended to learners and hosted to each host, once', async ({ assert }) => {
    const [learner, other, host, cohost] = [await makeLearner(), await makeLearner(), await makeTutor(), await makeTutor()]
    const id = sessionId()
    const payload = { sessionId: id, confirmedByUserId: host.id, presentUserIds: [learner.id, other.id], hostUserIds: [host.id, cohost.id] }
    await db.transaction((trx) => hooks.emit('session.attendance.confirmed', payload, { client: trx }))
    await eventually(async () => (await pointsOf(cohost.id)) > 0, 'the points job')
    // Delivered again (a retried job): nothing changes.
    await awardSessionAttendance(payload)
    assert.deepEqual(await eventsOf(learner.id), [{ event_type: 'session_attended', event_points: 1, idempotency_key: `session_attended:${id}:${learner.id}` }])
    assert.equal(await pointsOf(other.id), 1)
    // "at least 3, else 5 divided by hosts attended, rounded up": two hosts → 3 each.
    assert.deepEqual(await eventsOf(host.id), [{ event_type: 'session_hosted', event_points: 3, idempotency_key: `session_hosted:${id}:${host.id}` }])
    assert.equal(await pointsOf(cohost.id), 3)
  })

  test('a single host earns 5', async ({ assert }) => {
    const host = await makeTutor()
    await awardSessionAttendance({ sessionId: sessionId(), confirmedByUserId: host.id, presentUserIds: [], hostUserIds: [host.id] })
    assert.equal(await pointsOf(host.id), 5)
  })

  test('the referral bonus: 10 points each after the referred person’s first attended session, once', async ({ assert }) => {
    const [referrer, referred, host] = [await makeTutor(), await makeLearner(), await makeTutor()]
    await makeReferral(referrer.id, referred.id)
    await awardSessionAttendance({ sessionId: sessionId(), confirmedByUserId: host.id, presentUserIds: [referred.id], hostUserIds: [host.id] })
    await awardSessionAttendance({ sessionId: sessionId(), confirmedByUserId: host.id, presentUserIds: [referred.id], hostUserIds: [host.id] })
    assert.equal(await pointsOf(referrer.id), 10)
    assert.equal(await pointsOf(referred.id), 1 + 10 + 1)
    const referral = await db.from('referrals').where('referred_user_id', referred.id).first()
    assert.isNotNull(referral.rewarded_at)
  })

  test('crossing a level threshold records the level-up acknowledgement once', async ({ assert }) => {
    const host = await makeTutor()
    await db.table('user_events').insert({ user_id: host.id, event_type: 'welcome', event_points: 497, created_at: DateTime.utc().toSQL({ includeOffset: false }) })
    await awardSessionAttendance({ sessionId: sessionId(), confirmedByUserId: host.id, presentUserIds: [], hostUserIds: [host.id] })
    await awardSessionAttendance({ sessionId: sessionId(), confirmedByUserId: host.id, presentUserIds: [], hostUserIds: [host.id] })
    const acks = await db.from('user_acknowledgements').where('user_id', host.id).select('key')
    assert.deepEqual(acks.map((row) => row.key), ['level_up:bronze'])
  })
})
