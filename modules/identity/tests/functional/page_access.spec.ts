import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'

/*
 * spec 000 §2.3: every access-blocked screen is reachable through real account states.
 */
test.group('Page access: the blocked screens', () => {
  test('a visitor opening the dashboard is asked to sign in (not_logged_in)', async ({ client }) => {
    const response = await client.get('/dashboard').withInertia()
    response.assertStatus(401)
    response.assertInertiaComponent('identity/access_blocked')
    response.assertInertiaPropsContains({ code: 'not_logged_in', currentPath: '/dashboard' })
  })

  test('an unverified account sees email_not_verified with its email', async ({ client }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertStatus(403)
    response.assertInertiaPropsContains({ code: 'email_not_verified', email: user.email, verifyingEmail: false })
  })

  test('the verifying_email parameter is passed to the screen', async ({ client }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.get('/dashboard?verifying_email=1').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'email_not_verified', verifyingEmail: true })
  })

  test('a verified account that has not onboarded sees onboarding_not_finished', async ({ client }) => {
    const user = await makeUser({ onboarded: false })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'onboarding_not_finished' })
  })

  test('an onboarded account opening onboarding sees onboarding_already_finished', async ({ client }) => {
    const user = await makeUser()
    const response = await client.get('/onboarding').withInertia().loginAs(user)
    response.assertStatus(403)
    response.assertInertiaPropsContains({ code: 'onboarding_already_finished' })
  })

  test('a learner opening the staff console gets Access Denied (not_enough_permission)', async ({ client }) => {
    const user = await makeUser()
    const response = await client.get('/admin').withInertia().loginAs(user)
    response.assertStatus(403)
    response.assertInertiaPropsContains({ code: 'not_enough_permission' })
  })

  test('a rejected account sees user_rejected', async ({ client }) => {
    const user = await makeUser({ roles: ['rejected'] })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'user_rejected' })
  })

  test('a suspended account sees user_suspended with a recent note', async ({ client, assert }) => {
    const user = await makeUser({
      roles: ['blocked'],
      suspensionActions: [
        { context: 'admin', reason: 'Harassment in a session', note: 'Please read the guidelines.', createdAt: '2026-01-05T10:00:00.000Z', byUserId: null, liftedAt: null },
      ],
    })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'user_suspended' })
    assert.deepInclude(response.inertiaProps.suspensionAction, { reason: 'Harassment in a session', note: 'Please read the guidelines.' })
  })

  test('a suspension note dated on or before 2025-10-16 is not shown (spec 000 §9)', async ({ client, assert }) => {
    const user = await makeUser({
      roles: ['blocked:community'],
      suspensionActions: [
        { context: 'community-suspension', reason: 'Spam', note: 'old note', createdAt: '2025-10-16T12:00:00.000Z', byUserId: null, liftedAt: null },
      ],
    })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'user_suspended' })
    assert.isNull(response.inertiaProps.suspensionAction.note)
  })

  test('a learner no-show suspension shows user_maybe_suspended', async ({ client, assert }) => {
    const user = await makeUser({
      roles: ['blocked'],
      suspensionActions: [
        { context: 'learner-no-shows', reason: 'Missed three sessions', note: null, createdAt: '2026-02-01T00:00:00.000Z', byUserId: null, liftedAt: null },
      ],
    })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'user_maybe_suspended' })
    assert.equal(response.inertiaProps.suspensionAction.context, 'learner-no-shows')
  })

  test('a suspended account without a suspension action fails the assertion (500, friendly page)', async ({ client }) => {
    const user = await makeUser({ roles: ['blocked'] })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertStatus(500)
    response.assertInertiaComponent('errors/server_error')
  })

  test('an account under 13 sees not_enough_age', async ({ client }) => {
    const user = await makeUser({ birth: '2020-01-01' })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'not_enough_age' })
  })

  test('a member opens the dashboard', async ({ client }) => {
    const user = await makeUser()
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard/learner')
  })

  test('an admin:basic holder opens the staff console; admin:super implies admin:basic', async ({ client }) => {
    const staff = await makeUser({ roles: ['admin:basic'] })
    ;(await client.get('/admin').withInertia().loginAs(staff)).assertInertiaComponent('admin/home')
    const superAdmin = await makeUser({ roles: ['admin:super'] })
    ;(await client.get('/admin').withInertia().loginAs(superAdmin)).assertInertiaComponent('admin/home')
  })
})
