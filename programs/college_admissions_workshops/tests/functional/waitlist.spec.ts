import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { ny, pinAt } from '../helpers.js'

/*
 * Joining the waitlist when registration is closed or full (Kernel issue §5): POST
 * /college-admissions/waitlist and /college-admissions/waitlist/leave, members only.
 */
async function entries(userId: number) {
  return db.from('program_waitlist_entries').where('user_id', userId).whereNull('deleted_at').orderBy('id')
}

test.group('College Admissions Workshops: waitlist', () => {
  test('a visitor is refused (not signed in) and nothing is stored', async ({ client }) => {
    const response = await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json')
    response.assertStatus(401)
  })

  test('an unverified or unfinished account is refused', async ({ client, assert }) => {
    const unverified = await makeUser({ verified: false })
    const onboarding = await makeUser({ onboarded: false })
    for (const user of [unverified, onboarding]) {
      const response = await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
      assert.oneOf(response.status(), [401, 403])
      assert.lengthOf(await entries(user.id), 0)
    }
  })

  test('a learner joins the caw-learner waitlist of the next iteration, once', async ({ client, assert, cleanup }) => {
    pinAt(ny('2025-08-20T12:00'), cleanup)
    const user = await makeUser()
    const first = await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
    first.assertStatus(200)
    first.assertBody({ status: 'joined', iteration: '2025-10' })
    const again = await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
    again.assertBody({ status: 'already_on_list', iteration: '2025-10' })
    const rows = await entries(user.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { program_slug: 'college-admissions-workshops', waitlist: 'caw-learner', iteration: '2025-10' })
  })

  test('a tutor joins caw-tutor; with no iteration ahead the entry is for "next"', async ({ client, assert, cleanup }) => {
    pinAt(ny('2027-10-15T12:00'), cleanup)
    const user = await makeUser()
    const response = await client.post('/college-admissions/waitlist').json({ audience: 'tutor' }).withCsrfToken().accept('json').loginAs(user)
    response.assertBody({ status: 'joined', iteration: 'next' })
    const rows = await entries(user.id)
    assert.include(rows[0], { waitlist: 'caw-tutor', iteration: 'next' })
  })

  test('leaving the waitlist, then joining again', async ({ client, assert, cleanup }) => {
    pinAt(ny('2027-10-15T12:00'), cleanup)
    const user = await makeUser()
    await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
    const leave = await client.post('/college-admissions/waitlist/leave').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
    leave.assertBody({ left: true, iteration: 'next' })
    assert.lengthOf(await entries(user.id), 0)
    const back = await client.post('/college-admissions/waitlist').json({ audience: 'learner' }).withCsrfToken().accept('json').loginAs(user)
    back.assertBody({ status: 'joined', iteration: 'next' })
  })

  test('a bad audience is a 422 and changes nothing', async ({ client, assert }) => {
    const user = await makeUser()
    for (const body of [{ audience: 'parent' }, {}, { audience: ['learner'] }]) {
      const response = await client.post('/college-admissions/waitlist').json(body).withCsrfToken().accept('json').loginAs(user)
      response.assertStatus(422)
    }
    assert.lengthOf(await entries(user.id), 0)
  })

  test('a form post redirects to the page with a success message', async ({ client }) => {
    const user = await makeUser()
    const response = await client.post('/college-admissions/waitlist').form({ audience: 'tutor' }).withCsrfToken().loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/college-admissions?view=tutor')
    response.assertFlashMessage('success', 'You are on the waitlist. We will email you when registration opens.')
  })

  test('without a CSRF token the post is refused', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client.post('/college-admissions/waitlist').form({ audience: 'learner' }).loginAs(user).redirects(0)
    assert.notEqual(response.header('location'), '/college-admissions')
    assert.lengthOf(await entries(user.id), 0)
  })
})
