import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { sqlTime } from '#app/support/database/values'
import { BIRTH_DATE_REQUIRED } from '../../shared/birth_month.js'
import { BIRTH_MONTH_MESSAGES } from '../../actions/set_birth_month.js'

/*
 * Blocking prompt 1 (spec 000 §2.4): confirm the birth month and year, for users who joined over a
 * year ago and have no date of birth; Save stores the first day of that month (spec 001 §4.6, §5.3;
 * spec 002 §7 "set my age"). The prompt remembers "not due" per process, so each test shapes its
 * user before the first request.
 */
async function memberWithoutBirthDate(joinedDaysAgo: number) {
  const user = await makeUser()
  await db
    .from('users')
    .where('id', user.id)
    .update({ date_of_birth: null, created_at: sqlTime(DateTime.utc().minus({ days: joinedDaysAgo })) })
  return User.findOrFail(user.id)
}

test.group('Birth-date prompt (spec 000 §2.4 prompt 1)', () => {
  test('shown to members who joined over a year ago without a date of birth; not to newer members or those with one', async ({ client, assert }) => {
    const due = await memberWithoutBirthDate(400)
    const shown = await client.get('/explore').withInertia().loginAs(due)
    assert.equal(shown.inertiaProps.prompt?.key, 'identity.birth-date')
    assert.equal(shown.inertiaProps.prompt?.component, 'identity/birth_date_prompt')
    const recent = await memberWithoutBirthDate(200)
    assert.isNull((await client.get('/explore').withInertia().loginAs(recent)).inertiaProps.prompt)
    const known = await makeUser()
    assert.isNull((await client.get('/explore').withInertia().loginAs(known)).inertiaProps.prompt)
  })

  test('Save stores the first day of the month; the next page has no prompt', async ({ client, assert }) => {
    const user = await memberWithoutBirthDate(500)
    const year = DateTime.utc().year - 16
    const saved = await client.post('/settings/birth-date').json({ month: 3, year }).loginAs(user).withCsrfToken().withInertia().header('referer', '/explore').redirects(0)
    saved.assertStatus(302)
    assert.equal(saved.header('location'), '/explore')
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.dateOfBirth?.toISODate(), `${year}-03-01`)
    assert.isNull((await client.get('/explore').withInertia().loginAs(fresh)).inertiaProps.prompt)
    // A second answer does not overwrite it.
    const again = await client.post('/settings/birth-date').json({ month: 5, year }).loginAs(fresh).withCsrfToken().accept('json')
    again.assertStatus(422)
    assert.include(JSON.stringify(again.body()), BIRTH_MONTH_MESSAGES.alreadySet)
    assert.equal((await User.findOrFail(user.id)).dateOfBirth?.toISODate(), `${year}-03-01`)
  })

  test('month and year both required; ages under 13 and months to come are refused and change nothing', async ({ client, assert }) => {
    const user = await memberWithoutBirthDate(400)
    const post = (body: Record<string, unknown>) => client.post('/settings/birth-date').json(body).loginAs(user).withCsrfToken().accept('json')
    const missing = await post({ month: 4 })
    missing.assertStatus(422)
    assert.include(JSON.stringify(missing.body()), BIRTH_DATE_REQUIRED)
    const young = await post({ month: 1, year: DateTime.utc().year - 10 })
    young.assertStatus(422)
    assert.include(JSON.stringify(young.body()), BIRTH_MONTH_MESSAGES.tooYoung)
    const future = await post({ month: 12, year: DateTime.utc().year + 1 })
    future.assertStatus(422)
    assert.include(JSON.stringify(future.body()), BIRTH_MONTH_MESSAGES.future)
    const ancient = await post({ month: 1, year: 1850 })
    ancient.assertStatus(422)
    assert.isNull((await User.findOrFail(user.id)).dateOfBirth)
  })

  test('POST /settings/birth-date: visitors 401; unverified accounts 403; nothing changes', async ({ client, assert }) => {
    ;(await client.post('/settings/birth-date').json({ month: 1, year: 2000 }).withCsrfToken().withInertia()).assertStatus(401)
    const unverified = await makeUser({ verified: false, onboarded: false })
    await db.from('users').where('id', unverified.id).update({ date_of_birth: null })
    const blocked = await client.post('/settings/birth-date').json({ month: 1, year: 2000 }).loginAs(unverified).withCsrfToken().withInertia()
    blocked.assertStatus(403)
    assert.isNull((await User.findOrFail(unverified.id)).dateOfBirth)
  })
})
