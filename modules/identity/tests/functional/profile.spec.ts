import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { User, suspendUser, deleteAccount } from '#modules/identity/index'
import { makeUser, sessionCookie } from '#tests/helpers/users'

const interest = { type: 'learn', interest: 'sat', format: 'group-sessions', worldSlug: 'sat', source: 'onboarding' }
const answers = (overrides: Record<string, unknown> = {}) => ({
  joinReason: 'tutoring',
  educationType: 'school',
  schoolExperience: 'grade-9-10',
  zipcode: '10001',
  primaryInterest: interest,
  ...overrides,
})

test.group('Onboarding (spec 001 §5.5, spec 002 §9)', () => {
  test('stores the answers, approves the account and lands on the dashboard', async ({ client, assert }) => {
    const user = await makeUser({ onboarded: false })
    const response = await client.post('/onboarding').json(answers()).loginAs(user).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard?celebrate')
    const fresh = await User.findOrFail(user.id)
    assert.isNotNull(fresh.onboardedAt)
    assert.deepEqual(fresh.onboardingDetails, { joinReason: 'tutoring', educationType: 'school', schoolExperience: 'grade-9-10', zipcode: '10001' })
    assert.deepEqual(fresh.primaryInterest, interest as any)
    assert.isTrue((await fresh.roles()).has('approved'))
  })

  test('an invalid primary interest is refused with exactly "Invalid primary interest"', async ({ client, assert }) => {
    const user = await makeUser({ onboarded: false })
    for (const bad of [{ ...interest, worldSlug: 'sat-bootcamp' }, { ...interest, type: 'teach' }, { ...interest, source: 'elsewhere' }, 'sat', null]) {
      const response = await client.post('/onboarding').json(answers({ primaryInterest: bad })).loginAs(user).withCsrfToken().accept('json')
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [{ field: 'primaryInterest', message: 'Invalid primary interest' }])
    }
    assert.isNull((await User.findOrFail(user.id)).onboardedAt)
  })

  test('malformed answers get 422 with messages', async ({ client }) => {
    const user = await makeUser({ onboarded: false })
    for (const body of [{}, answers({ joinReason: 'because' }), answers({ educationType: 7 }), answers({ zipcode: 'ABCDE' })]) {
      const response = await client.post('/onboarding').json(body).loginAs(user).withCsrfToken().accept('json')
      response.assertStatus(422)
    }
  })

  test('the onboarding page lists the options of spec 002 §9', async ({ client, assert }) => {
    const user = await makeUser({ onboarded: false })
    const response = await client.get('/onboarding').withInertia().loginAs(user)
    response.assertInertiaComponent('identity/onboarding')
    const values = response.inertiaProps.joinReasons.map((o: any) => o.value)
    for (const value of values) assert.include(['tutor', 'school', 'test-prep', 'beyond-school', 'tutoring', 'learning', 'not-sure'], value)
  })
})

test.group('Settings', () => {
  test('saves the profile; malformed input gets 422 and changes nothing', async ({ client, assert }) => {
    const user = await makeUser()
    const ok = await client
      .put('/settings')
      .json({ pronouns: 'she/her', timezone: 'Europe/Berlin', country: 'DE', languages: ['de', 'en'] })
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    ok.assertStatus(302)
    for (const body of [{ timezone: 'Mars/Olympus', languages: ['en'] }, { timezone: 'UTC', languages: [] }, { timezone: 'UTC', country: 'XX', languages: ['en'] }]) {
      const bad = await client.put('/settings').json(body).loginAs(user).withCsrfToken().accept('json')
      bad.assertStatus(422)
    }
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.timezone, 'Europe/Berlin')
    assert.deepEqual(fresh.languages, ['de', 'en'])
  })

  test('notification preferences are saved; malformed input gets 422', async ({ client, assert }) => {
    const user = await makeUser()
    const settings = { sessionReminders: false, seriesUpdates: true, communityDigest: true, messages: true, productNews: false }
    ;(await client.put('/settings/notifications').json(settings).loginAs(user).withCsrfToken().redirects(0)).assertStatus(302)
    assert.deepEqual((await User.findOrFail(user.id)).notifications, settings)
    ;(await client.put('/settings/notifications').json({ sessionReminders: 'maybe' }).loginAs(user).withCsrfToken().accept('json')).assertStatus(422)
  })

  test('the browser time zone goes through the alias table, else UTC (spec 001 §5.5)', async ({ client, assert }) => {
    const user = await makeUser()
    const aliased = await client.post('/api/me/timezone').json({ timezone: 'US/Eastern' }).loginAs(user).withCsrfToken()
    aliased.assertBodyContains({ timezone: 'America/New_York' })
    const unknown = await client.post('/api/me/timezone').json({ timezone: 'Mars/Olympus' }).loginAs(user).withCsrfToken()
    unknown.assertBodyContains({ timezone: 'UTC' })
    assert.equal((await User.findOrFail(user.id)).timezone, 'UTC')
    ;(await client.post('/api/me/timezone').json({}).loginAs(user).withCsrfToken().accept('json')).assertStatus(422)
  })

  test('settings need a signed-in, verified account', async ({ client }) => {
    ;(await client.get('/settings').withInertia()).assertInertiaPropsContains({ code: 'not_logged_in' })
    const unverified = await makeUser({ verified: false, onboarded: false })
    ;(await client.get('/settings/notifications').withInertia().loginAs(unverified)).assertInertiaPropsContains({ code: 'email_not_verified' })
  })

  test('/me/edit, /me/edit/avatar and /me/edit/notifications redirect to settings (spec 000 §2.1)', async ({ client }) => {
    ;(await client.get('/me/edit').redirects(0)).assertHeader('location', '/settings')
    ;(await client.get('/me/edit/avatar').redirects(0)).assertHeader('location', '/settings')
    ;(await client.get('/me/edit/notifications').redirects(0)).assertHeader('location', '/settings/notifications')
  })
})

test.group('Suspension and deletion end sessions', () => {
  // That the suspended user's open sessions end is shown end to end in the browser suite.
  test('suspending records the action and blocks the account', async ({ client, assert }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    await suspendUser({ userId: user.id, context: 'admin', reason: 'Repeated rudeness', note: 'Talk to us.', byUserId: null })
    const blocked = await client.get('/dashboard').withInertia().loginAs(user)
    blocked.assertInertiaPropsContains({ code: 'user_suspended' })
    const roles = await db.from('user_roles').where('user_id', user.id).whereNull('deleted_at').select('role', 'assigned_source')
    assert.deepInclude(roles, { role: 'blocked', assigned_source: 'suspension:admin' })
  })
})

test.group('Frame endpoints', () => {
  test('GET /api/version.json returns {hash, date} uncached', async ({ client, assert }) => {
    const response = await client.get('/api/version.json')
    response.assertStatus(200)
    assert.properties(response.body(), ['hash', 'date'])
    response.assertHeader('cache-control', 'no-store')
  })

  test('one announcement at a time; dismissal is stored per user and banner', async ({ client, assert }) => {
    const now = DateTime.utc().minus({ minutes: 1 }).toSQL({ includeOffset: false })
    const [first] = await db.table('announcements').insert({ key: `a${Date.now()}`, message: 'First', starts_at: now, priority: 2, created_at: now, updated_at: now }).returning('id')
    await db.table('announcements').insert({ key: `b${Date.now()}`, message: 'Second', starts_at: now, priority: 1, created_at: now, updated_at: now })
    const user = await makeUser()
    const other = await makeUser()
    const firstId = typeof first === 'object' ? first.id : first
    ;(await client.get('/dashboard').withInertia().loginAs(user)).assertInertiaPropsContains({ announcement: { message: 'First' } })
    ;(await client.post(`/announcements/${firstId}/dismiss`).loginAs(user).withCsrfToken().redirects(0)).assertStatus(302)
    const after = await client.get('/dashboard').withInertia().loginAs(user)
    assert.equal(after.inertiaProps.announcement.message, 'Second')
    ;(await client.get('/dashboard').withInertia().loginAs(other)).assertInertiaPropsContains({ announcement: { message: 'First' } })
    ;(await client.post('/announcements/999999/dismiss').loginAs(user).withCsrfToken().accept('json')).assertStatus(404)
    ;(await client.post(`/announcements/${firstId}/dismiss`).withCsrfToken().accept('json')).assertStatus(401)
    await db.from('announcements').delete()
  })

  test('an unknown page is the friendly not-found page in the app frame', async ({ client }) => {
    const response = await client.get('/no/such/page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('the home page is for visitors; members go to their dashboard', async ({ client }) => {
    ;(await client.get('/').withInertia()).assertInertiaComponent('site/home')
    const user = await makeUser()
    ;(await client.get('/').loginAs(user).redirects(0)).assertHeader('location', '/dashboard')
  })

  test('a sign-in without the CSRF token is refused and signs nobody in', async ({ client, assert }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    const response = await client.post('/login').form({ uid: user.username, password: 'a good long passphrase' }).redirects(0)
    assert.notEqual(response.header('location'), '/dashboard')
    const after = await client.get('/dashboard').withInertia().header('cookie', sessionCookie(response))
    after.assertInertiaPropsContains({ code: 'not_logged_in' })
  })
})

test.group('Guest pages and deleted accounts', () => {
  test('sign-in, sign-up and password pages send a signed-in user to the dashboard', async ({ client }) => {
    const user = await makeUser()
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=x']) {
      ;(await client.get(path).loginAs(user).redirects(0)).assertHeader('location', '/dashboard')
    }
  })

  test('GET /api/auth/logout also signs out (links in emails and the help centre use it)', async ({ client }) => {
    const user = await makeUser()
    const response = await client.get('/api/auth/logout').loginAs(user).redirects(0)
    response.assertHeader('location', '/')
    response.assertSessionMissing('auth_web')
  })

  test("a deleted account's session no longer signs anyone in", async ({ client }) => {
    const user = await makeUser()
    await deleteAccount({ userId: user.id })
    const response = await client.get('/dashboard').withInertia().loginAs(user)
    response.assertInertiaPropsContains({ code: 'not_logged_in' })
  })
})
