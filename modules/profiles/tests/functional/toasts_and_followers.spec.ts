import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { sqlTime } from '#app/support/database/values'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeSession } from '#modules/tutoring/tests/factories'
import { followTutor } from '#modules/recognition/index'
import { givePoints } from '../helpers.js'
import { PHONE_REMINDER_KEY, PRIVACY_UPDATE_KEY } from '../../toasts.js'
import { TUTOR_SESSION_KEY } from '../../notify_followers.js'

const toastKeys = (response: { inertiaProps: unknown }) => ((response.inertiaProps as any).toasts as any[]).map((toast) => toast.key)

/* spec 000 §2.5 toasts through the frame; one-time acknowledgements and their dismissal route. */
test.group('recognition toasts in the frame (spec 000 §2.5)', () => {
  test('a level reached shows its toast until dismissed; a visitor cannot dismiss (401); an unknown key is not found', async ({ client, assert }) => {
    const tutor = await makeTutor()
    await givePoints(tutor.id, 600)
    const page = await client.get('/dashboard').withInertia().loginAs(tutor)
    assert.include(toastKeys(page), 'level_up:bronze')
    const visitor = await client.post('/acknowledgements/level_up:bronze/dismiss').withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const unknown = await client.post('/acknowledgements/anything/dismiss').withCsrfToken().withInertia().loginAs(tutor).redirects(0)
    unknown.assertStatus(404)
    const dismissed = await client.post('/acknowledgements/level_up:bronze/dismiss').withCsrfToken().loginAs(tutor).redirects(0)
    dismissed.assertStatus(302)
    assert.notInclude(toastKeys(await client.get('/dashboard').withInertia().loginAs(tutor)), 'level_up:bronze')
  })

  test('the privacy update toast for an account from before 10 Feb 2025, gone once dismissed', async ({ client, assert }) => {
    const member = await makeUser()
    await db.from('users').where('id', member.id).update({ created_at: sqlTime(DateTime.fromISO('2024-09-01T00:00:00Z')) })
    assert.include(toastKeys(await client.get('/dashboard').withInertia().loginAs(member)), PRIVACY_UPDATE_KEY)
    await client.post(`/acknowledgements/${PRIVACY_UPDATE_KEY}/dismiss`).withCsrfToken().loginAs(member).redirects(0)
    assert.notInclude(toastKeys(await client.get('/dashboard').withInertia().loginAs(member)), PRIVACY_UPDATE_KEY)
  })

  test('the phone number reminder: a tutor without a verified number, not a learner; gone once dismissed', async ({ client, assert }) => {
    const [tutor, learner] = [await makeTutor(), await makeUser()]
    assert.include(toastKeys(await client.get('/dashboard').withInertia().loginAs(tutor)), PHONE_REMINDER_KEY)
    assert.notInclude(toastKeys(await client.get('/dashboard').withInertia().loginAs(learner)), PHONE_REMINDER_KEY)
    await client.post(`/acknowledgements/${PHONE_REMINDER_KEY}/dismiss`).withCsrfToken().loginAs(tutor).redirects(0)
    assert.notInclude(toastKeys(await client.get('/dashboard').withInertia().loginAs(tutor)), PHONE_REMINDER_KEY)

    const verified = await makeTutor()
    await db.from('users').where('id', verified.id).update({ phone_number: '+15550001234', phone_number_verified_at: sqlTime(DateTime.utc()) })
    assert.notInclude(toastKeys(await client.get('/dashboard').withInertia().loginAs(verified)), PHONE_REMINDER_KEY)
  })
})

/* issue 11 §3: "Following a tutor (tutor_follow) notifies followers of the tutor's new sessions". */
test.group('followers hear of a tutor’s new sessions', () => {
  test('session.created notifies each follower of a session in a public world, not of a members-only one', async ({ assert }) => {
    const [tutor, follower, stranger] = [await makeTutor(), await makeUser(), await makeUser()]
    await db.transaction((trx) => followTutor({ userId: follower.id, tutorId: tutor.id }, { client: trx }))
    const { session } = await makeSession({ host: tutor, worldId: (await makeWorld('public')).id })
    const hidden = await makeSession({ host: tutor, worldId: (await makeWorld('membership')).id })
    for (const sessionId of [session.id, hidden.session.id]) {
      await db.transaction((trx) => hooks.emit('session.created', { sessionId, userId: tutor.id }, { client: trx }))
    }
    const notified = () => db.from('notifications').where('key', TUTOR_SESSION_KEY).where('user_id', follower.id)
    await eventually(async () => (await notified()).length > 0, 'the follower’s notification')
    // Once tutoring emits session.created itself, makeSession's own event notifies too: compare sessions, not rows.
    const rows = await notified()
    assert.deepEqual([...new Set(rows.map((row) => row.session_id))], [session.id])
    assert.lengthOf(await db.from('notifications').where('key', TUTOR_SESSION_KEY).where('user_id', stranger.id), 0)
  })
})
