import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeLearner, makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeSession, setTimes } from '#modules/tutoring/tests/factories'
import { openSafetyReport } from '#modules/safety/index'
import type { User } from '#modules/identity/index'

/*
 * issue 13 §1 "A high-severity report on a live session alerts the on-call staff immediately
 * (notification + email)": safety asks the session's owner (tutoring's liveNow) whether it is live.
 * Here because it crosses two modules (safety sits below tutoring).
 */
const notificationsOf = (userId: number, key: string) => db.from('notifications').where({ user_id: userId, key }).count('* as total').first().then((row) => Number(row?.total ?? 0))
const fileReport = (reporter: User, extra: { reason: 'spam' | 'threatening-violence'; sessionId: number }) =>
  db.transaction((trx) => openSafetyReport({ type: 'report', description: 'Something happened', reporterId: reporter.id, ...extra }, { client: trx }))
const makeSafetyStaff = () => makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] })

test.group('On-call alert for a live session (issue 13 §1)', () => {
  test('a high-severity report on a live session alerts the on-call staff (notification + e-mail); not on a future one', async ({ assert }) => {
    const staff = await makeSafetyStaff()
    const reporter = await makeLearner()
    const { session } = await makeSession()
    await setTimes(session.id, { start_date: DateTime.utc().minus({ minutes: 10 }), end_date: DateTime.utc().plus({ minutes: 50 }) })
    const before = await notificationsOf(staff.id, 'safety.report.urgent')
    await fileReport(reporter, { reason: 'spam', sessionId: session.id })
    assert.equal(await notificationsOf(staff.id, 'safety.report.urgent'), before)
    const urgent = await fileReport(reporter, { reason: 'threatening-violence', sessionId: session.id })
    await eventually(async () => (await notificationsOf(staff.id, 'safety.report.urgent')) === before + 1, 'the on-call notification')
    await eventually(async () => Boolean(await db.from('mail_deliveries').where('idempotency_key', `safety.urgent.${urgent.id}.${staff.id}`).first()), 'the on-call e-mail')
    const { session: later } = await makeSession()
    await fileReport(reporter, { reason: 'threatening-violence', sessionId: later.id })
    assert.equal(await notificationsOf(staff.id, 'safety.report.urgent'), before + 1)
  })
})
