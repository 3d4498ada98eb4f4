import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { capturedMail } from '#app/support/mail/log_transport'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { capturedSms, notifyUnreadMessages, registerNotificationKind } from '#modules/notifications/index'
import Notification from '../../models/notification.js'
import { sweepDueDeliveries, deliverNotification } from '../../jobs/deliver_notification_job.js'
import { sendDigests } from '../../jobs/digest_job.js'
import { updateNotificationPreferences } from '../../actions/update_notification_preferences.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.delivery.reminder', {
  label: 'Test reminders',
  channels: { email: true, sms: true },
  describe: (n) => ({ text: `Reminder: ${n.payload.title}`, href: '/dashboard' }),
})
registerNotificationKind('tests.delivery.receipt', {
  label: 'Test receipts',
  channels: { email: true },
  transactional: true,
  describe: () => ({ text: 'Your receipt', href: '/dashboard' }),
})

const adult = () => makeUser({ birth: birthForAge(30) })
const withPhone = async (userId: number, number: string) =>
  db.from('users').where('id', userId).update({ phone_number: number, phone_number_verified_at: DateTime.utc().toSQL({ includeOffset: false }) })
const mailsTo = (email: string, subject: string) => capturedMail.to(email).filter((mail) => mail.subject === subject)
const deliveriesOf = (notificationId: number) => db.from('notification_deliveries').where('notification_id', notificationId)
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

test.group('Email and text message delivery (issue 14 §2–3: at most once per idempotency key)', () => {
  test('an adult gets the email once, with the signed unsubscribe link and List-Unsubscribe headers', async ({ assert }) => {
    const user = await adult()
    const notification = await notifyNow({ key: 'tests.delivery.reminder', userId: user.id, payload: { title: 'Algebra' } })
    await eventually(() => mailsTo(user.email, 'Reminder: Algebra').length === 1, 'the email')
    const mail = mailsTo(user.email, 'Reminder: Algebra')[0]
    assert.match(mail.headers['List-Unsubscribe'], /^<https?:\/\/[^>]+\/unsubscribe\?token=[^>]+>$/)
    assert.equal(mail.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click')
    assert.include(mail.text, `/notifications/${notification.id}/open`)
    assert.include(mail.text, '/unsubscribe?token=')

    // Running the delivery again (a retried job, the sweep) sends nothing more.
    for (const row of await deliveriesOf(notification.id)) await deliverNotification(row.id)
    await sweepDueDeliveries()
    await settle()
    assert.lengthOf(mailsTo(user.email, 'Reminder: Algebra'), 1)
    assert.sameMembers((await deliveriesOf(notification.id)).map((row) => row.status), ['sent'])
  })

  test('the same idempotency key stores and sends once', async ({ assert }) => {
    const user = await adult()
    for (let i = 0; i < 3; i++) {
      await notifyNow({ key: 'tests.delivery.reminder', userId: user.id, payload: { title: 'Once' }, idempotencyKey: `tests:once:${user.id}:${user.email}` })
    }
    await settle()
    assert.lengthOf(await Notification.query().where('user_id', user.id), 1)
    await eventually(() => mailsTo(user.email, 'Reminder: Once').length === 1, 'the email')
    await settle()
    assert.lengthOf(mailsTo(user.email, 'Reminder: Once'), 1)
  })

  test('a transactional email carries no unsubscribe link and cannot be switched off', async ({ assert }) => {
    const user = await adult()
    assert.isFalse(await updateNotificationPreferences(user.id, [{ kind: 'tests.delivery.receipt', channel: 'email', enabled: false }]))
    await notifyNow({ key: 'tests.delivery.receipt', userId: user.id })
    await eventually(() => mailsTo(user.email, 'Your receipt').length === 1, 'the receipt')
    const mail = mailsTo(user.email, 'Your receipt')[0]
    assert.notProperty(mail.headers, 'List-Unsubscribe')
    assert.notInclude(mail.text, '/unsubscribe')
  })

  test('text messages: an adult with a verified phone gets one; a minor not by default, only after switching it on', async ({ assert }) => {
    const [grownUp, minor] = [await adult(), await makeUser({ birth: birthForAge(15) })]
    await withPhone(grownUp.id, '+15550001001')
    await withPhone(minor.id, '+15550001002')
    await notifyNow({ key: 'tests.delivery.reminder', userId: grownUp.id, payload: { title: 'Geometry' } })
    await notifyNow({ key: 'tests.delivery.reminder', userId: minor.id, payload: { title: 'Geometry' } })
    await eventually(() => capturedSms.to('+15550001001').length === 1, 'the adult’s text')
    await settle()
    assert.lengthOf(capturedSms.to('+15550001002'), 0)
    assert.match(capturedSms.to('+15550001001')[0].text, /^Reminder: Geometry https?:\/\/\S+\/dashboard$/)

    assert.isTrue(await updateNotificationPreferences(minor.id, [{ kind: 'tests.delivery.reminder', channel: 'sms', enabled: true }]))
    await notifyNow({ key: 'tests.delivery.reminder', userId: minor.id, payload: { title: 'Trig' } })
    await eventually(() => capturedSms.to('+15550001002').length === 1, 'the minor’s text after opting in')
  })

  test('email switched off: nothing sent; in-app switched off: stored but neither counted nor listed', async ({ client, assert }) => {
    const user = await adult()
    await updateNotificationPreferences(user.id, [
      { kind: 'tests.delivery.reminder', channel: 'email', enabled: false },
      { kind: 'tests.delivery.reminder', channel: 'in_app', enabled: false },
    ])
    const notification = await notifyNow({ key: 'tests.delivery.reminder', userId: user.id, payload: { title: 'Quiet' } })
    await settle()
    assert.lengthOf(mailsTo(user.email, 'Reminder: Quiet'), 0)
    assert.isFalse(notification.inApp)
    const count = await client.get('/notifications/unread').header('accept', 'application/json').loginAs(user)
    count.assertBody({ unread: 0 })
  })

  test('a scheduled notification is kept in the database and sent once it is due, after a restart too', async ({ assert }) => {
    const user = await adult()
    const notification = await notifyNow({
      key: 'tests.delivery.reminder',
      userId: user.id,
      payload: { title: 'Later' },
      notifyAt: DateTime.utc().plus({ hours: 2 }),
    })
    await sweepDueDeliveries()
    await settle()
    assert.lengthOf(mailsTo(user.email, 'Reminder: Later'), 0)
    assert.deepEqual((await deliveriesOf(notification.id)).map((row) => row.status), ['pending'])

    // Two hours on, in a process that never saw the delayed job: the sweep finds it in the table.
    await deliveriesOf(notification.id).update({ due_at: DateTime.utc().minus({ minutes: 1 }).toSQL({ includeOffset: false }) })
    await sweepDueDeliveries()
    await sweepDueDeliveries()
    await eventually(() => mailsTo(user.email, 'Reminder: Later').length === 1, 'the scheduled email')
    await settle()
    assert.lengthOf(mailsTo(user.email, 'Reminder: Later'), 1)
  })
})

test.group('Unread messages batching (spec 001 §3.1 unread_messages_email_snooze_until)', () => {
  test('the first unread message opens one batch; more messages in the window add nothing', async ({ assert }) => {
    const user = await adult()
    const now = DateTime.utc()
    const opened = await db.transaction((trx) => notifyUnreadMessages({ userId: user.id, now }, { client: trx }))
    const again = await db.transaction((trx) => notifyUnreadMessages({ userId: user.id, now: now.plus({ minutes: 5 }) }, { client: trx }))
    assert.isTrue(opened)
    assert.isFalse(again)
    const rows = await Notification.query().where('user_id', user.id).where('key', 'messages.unread')
    assert.lengthOf(rows, 1)
    assert.isTrue(rows[0].notifyAt > now, 'the email waits a little')
    const snooze = await db.from('users').where('id', user.id).select('unread_messages_email_snooze_until').first()
    assert.isNotNull(snooze.unread_messages_email_snooze_until)
    const later = await db.transaction((trx) => notifyUnreadMessages({ userId: user.id, now: now.plus({ hours: 4 }) }, { client: trx }))
    assert.isTrue(later, 'after the window a new batch opens')
  })
})

test.group('The weekly digest (issue 14 §2: scheduled, idempotent)', () => {
  test('one email per person with unseen notifications, none for the switched off, nothing on a second run', async ({ assert }) => {
    const [reader, optedOut, seenAll] = [await adult(), await adult(), await adult()]
    for (const user of [reader, optedOut, seenAll]) {
      await notifyNow({ key: 'tests.delivery.reminder', userId: user.id, payload: { title: 'Digest me' }, notifyAt: DateTime.utc().minus({ hours: 3 }) })
    }
    await updateNotificationPreferences(optedOut.id, [{ kind: 'digest', channel: 'email', enabled: false }])
    await db.from('users').where('id', seenAll.id).update({ notifications_last_viewed_at: DateTime.utc().toSQL({ includeOffset: false }) })
    const period = `test-${reader.email}`
    await db.table('notification_deliveries').insert({
      channel: 'email', idempotency_key: `digest:${period}`, status: 'pending',
      due_at: DateTime.utc().toSQL({ includeOffset: false }), payload: '{}', created_at: DateTime.utc().toSQL({ includeOffset: false }),
    })
    assert.isAtLeast(await sendDigests(period), 1)
    assert.equal(await sendDigests(period), 0, 'a claimed run does not run again')
    await eventually(() => mailsTo(reader.email, 'Your week on Peerhaven').length === 1, 'the digest')
    const digest = mailsTo(reader.email, 'Your week on Peerhaven')[0]
    assert.include(digest.text, 'Reminder: Digest me')
    assert.property(digest.headers, 'List-Unsubscribe')
    await settle()
    assert.lengthOf(mailsTo(optedOut.email, 'Your week on Peerhaven'), 0)
    assert.lengthOf(mailsTo(seenAll.email, 'Your week on Peerhaven'), 0)
  })
})
