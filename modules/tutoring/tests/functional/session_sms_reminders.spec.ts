import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { capturedSms } from '#modules/notifications/index'
import { registerForSession } from '../../actions/register_for_session.js'
import { remindUpcomingSessions, SESSION_REMINDER_KIND } from '../../jobs/session_sms_reminders.js'
import { makeSession } from '../factories.js'

const verifyPhone = (userId: number, number: string) =>
  db.from('users').where('id', userId).update({ phone_number: number, phone_number_verified_at: DateTime.utc().toSQL({ includeOffset: false }) })
const remindersOf = (userId: number) => db.from('notifications').where('user_id', userId).where('key', SESSION_REMINDER_KIND)

test.group('Session reminders by text message (issue 14 §2 SMS; spec 000 §2.1 /r/t with the sms campaign tag)', () => {
  test('within the hour before the start: one bell line for each participant, one text to a verified adult phone, never twice', async ({ assert }) => {
    const { session, host } = await makeSession({ startInMinutes: 45, title: 'Fractions together' })
    const [adult, minor] = [await makeUser({ birth: birthForAge(19) }), await makeUser({ birth: birthForAge(15) })]
    for (const user of [adult, minor]) assert.deepEqual(await registerForSession(session.id, user.id), { ok: true })
    await verifyPhone(adult.id, '+15550203001')
    await verifyPhone(minor.id, '+15550203002')

    await remindUpcomingSessions()
    await remindUpcomingSessions()
    await eventually(() => capturedSms.to('+15550203001').length === 1, 'the text')
    const text = capturedSms.to('+15550203001')[0].text
    assert.include(text, '“Fractions together” starts at')
    assert.match(text, new RegExp(`https?://\\S+/r/t/${session.id}$`))
    assert.lengthOf(capturedSms.to('+15550203002'), 0, 'a minor gets no text unless they switched it on')
    for (const user of [adult, minor, host]) assert.lengthOf(await remindersOf(user.id), 1)
  })

  test('a session further ahead is reminded only once its last hour has come', async ({ assert }) => {
    const { session } = await makeSession({ startInMinutes: 3 * 60 })
    const learner = await makeUser({ birth: birthForAge(20) })
    await registerForSession(session.id, learner.id)
    await remindUpcomingSessions()
    assert.lengthOf(await remindersOf(learner.id), 0)
    assert.isAbove(await remindUpcomingSessions(DateTime.utc().plus({ hours: 2, minutes: 30 })), 0)
    assert.lengthOf(await remindersOf(learner.id), 1)
  })
})
