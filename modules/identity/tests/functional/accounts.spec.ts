import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { capturedMail } from '#app/support/mail/log_transport'
import { User } from '#modules/identity/index'
import { makeUser, resetRateLimits, verificationPath, waitForMail } from '#tests/helpers/users'

const signup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maya Patel',
  username: `maya_${Math.random().toString(36).slice(2, 8)}`,
  email: `maya_${Math.random().toString(36).slice(2, 8)}@example.org`,
  password: 'a long passphrase about otters',
  dateOfBirth: '2009-03-14',
  ...overrides,
})

test.group('Sign up (spec 000 §2.2, spec 001 §5.5)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('creates the account, mails a verification link and sends the user to onboarding', async ({ client, assert }) => {
    const data = signup()
    const response = await client.post('/signup').form(data).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/onboarding')
    const user = await User.findByOrFail('email', data.email)
    assert.isNull(user.emailVerifiedAt)
    assert.notEqual(user.password, data.password, 'the password is stored hashed')
    assert.match(await verificationPath(data.email), /^\/verify-email\?token=/)
  })

  test('under 13: the too-young screen, nothing stored, and a cookie that blocks an immediate retry', async ({ client, assert }) => {
    const data = signup({ dateOfBirth: '2018-01-01' })
    const response = await client.post('/signup').form(data).withCsrfToken().withInertia()
    response.assertStatus(403)
    response.assertInertiaPropsContains({ code: 'not_enough_age' })
    assert.isNull(await User.findBy('email', data.email))
    assert.lengthOf(capturedMail.to(data.email), 0)
    const gate = response.cookie('ph_age_gate')
    assert.exists(gate)

    const retry = await client
      .post('/signup')
      .form(signup({ dateOfBirth: '1990-01-01' }))
      .withCsrfToken()
      .withInertia()
      .cookie('ph_age_gate', gate!.value)
    retry.assertInertiaPropsContains({ code: 'not_enough_age' })
    const page = await client.get('/signup').withInertia().cookie('ph_age_gate', gate!.value)
    page.assertInertiaPropsContains({ code: 'not_enough_age' })
  })

  test('refuses common and short passwords, and accepts a long passphrase', async ({ client }) => {
    for (const password of ['password123', 'qwertyuiop', 'short']) {
      const response = await client.post('/signup').json(signup({ password })).withCsrfToken().accept('json')
      response.assertStatus(422)
    }
    const long = 'correct horse battery staple '.repeat(6).trim()
    const ok = await client.post('/signup').form(signup({ password: long })).withCsrfToken().redirects(0)
    ok.assertStatus(302)
  })

  test('malformed sign-up input gets 422 with messages and stores nothing', async ({ client, assert }) => {
    const before = await db.from('users').count('* as total').first()
    const cases = [
      {},
      signup({ email: 'not-an-email' }),
      signup({ username: 'x' }),
      signup({ username: 'has spaces!' }),
      signup({ dateOfBirth: 'yesterday' }),
      signup({ dateOfBirth: '2999-01-01' }),
      signup({ name: ['array'] }),
    ]
    for (const body of cases) {
      const response = await client.post('/signup').json(body).withCsrfToken().accept('json')
      response.assertStatus(422)
      assert.isAbove(response.body().errors.length, 0)
    }
    const after = await db.from('users').count('* as total').first()
    assert.equal(Number(after.total), Number(before.total))
  })

  test('an email or username already in use is refused', async ({ client }) => {
    const existing = await makeUser()
    const byEmail = await client.post('/signup').json(signup({ email: existing.email.toUpperCase() })).withCsrfToken().accept('json')
    byEmail.assertStatus(422)
    byEmail.assertBodyContains({ errors: [{ field: 'email' }] })
    const byUsername = await client.post('/signup').json(signup({ username: existing.username })).withCsrfToken().accept('json')
    byUsername.assertStatus(422)
  })
})

test.group('Email verification (spec 000 §2.3 email_not_verified)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the mailed link verifies the email; a tampered link does not', async ({ client, assert }) => {
    const data = signup()
    await client.post('/signup').form(data).withCsrfToken().redirects(0)
    const user = await User.findByOrFail('email', data.email)
    const tampered = await client.get((await verificationPath(data.email)).replace('token=', 'token=x')).redirects(0)
    tampered.assertStatus(302)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)

    const response = await client.get(await verificationPath(data.email)).loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/onboarding')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a link sent to an old address stops working after the email changes', async ({ client, assert }) => {
    const data = signup()
    await client.post('/signup').form(data).withCsrfToken().redirects(0)
    const user = await User.findByOrFail('email', data.email)
    const link = await verificationPath(data.email)
    user.email = `changed_${data.email}`
    await user.save()
    await client.get(link).redirects(0)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('resend sends a new email and flashes the spec text', async ({ client, assert }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.post('/api/auth/verification-email').loginAs(user).withCsrfToken().redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Email verification has been sent!')
    await waitForMail(user.email, (text) => text.includes('/verify-email?'))
    assert.lengthOf(capturedMail.to(user.email), 1)
  })

  test('resend needs a signed-in account', async ({ client }) => {
    const response = await client.post('/api/auth/verification-email').withCsrfToken().accept('json')
    response.assertStatus(401)
  })

  test('"I verified my email": still unverified goes back with verifying_email, verified goes to the target', async ({ client }) => {
    const user = await makeUser({ verified: false, onboarded: false })
    const pending = await client.get('/api/auth/login?mode=verify&returnTo=/settings').loginAs(user).redirects(0)
    pending.assertHeader('location', '/settings?verifying_email=1')
    const verified = await makeUser({ onboarded: false })
    const done = await client.get('/api/auth/login?mode=verify&returnTo=/settings').loginAs(verified).redirects(0)
    done.assertHeader('location', '/settings')
  })
})

test.group('Sign in and out (spec 000 §2.2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('signs in by email or username and rotates the session id', async ({ client, assert }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    const first = await client.get('/login')
    const before = first.cookie('ph-session')?.value
    const response = await client
      .post('/login')
      .form({ uid: user.username, password: 'a good long passphrase', returnTo: '/settings' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/settings')
    assert.notEqual(response.cookie('ph-session')?.value, before)
    const byEmail = await client.post('/login').form({ uid: user.email.toUpperCase(), password: 'a good long passphrase' }).withCsrfToken().redirects(0)
    byEmail.assertHeader('location', '/dashboard')
  })

  test('wrong credentials are refused with a message and no session', async ({ client }) => {
    const user = await makeUser()
    const response = await client.post('/login').json({ uid: user.email, password: 'wrong wrong wrong' }).withCsrfToken().accept('json')
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'form' }] })
    const malformed = await client.post('/login').json({ uid: ['x'] }).withCsrfToken().accept('json')
    malformed.assertStatus(422)
  })

  test('an open redirect in returnTo is dropped', async ({ client }) => {
    const user = await makeUser({ password: 'a good long passphrase' })
    for (const returnTo of ['https://evil.example/phish', '//evil.example', '/\\evil.example']) {
      const response = await client.post('/login').form({ uid: user.username, password: 'a good long passphrase', returnTo }).withCsrfToken().redirects(0)
      response.assertHeader('location', '/dashboard')
    }
  })

  test('/api/auth/login: a visitor goes to sign in or sign up with returnTo; a member goes straight to the target', async ({ client }) => {
    ;(await client.get('/api/auth/login?returnTo=/settings').redirects(0)).assertHeader('location', '/login?returnTo=%2Fsettings')
    ;(await client.get('/api/auth/login?mode=signup&returnTo=/settings').redirects(0)).assertHeader('location', '/signup?returnTo=%2Fsettings')
    ;(await client.get('/api/auth/login?returnTo=https://evil.example').redirects(0)).assertHeader('location', '/login')
    const user = await makeUser()
    ;(await client.get('/api/auth/login?returnTo=/settings').loginAs(user).redirects(0)).assertHeader('location', '/settings')
  })

  test('sign-in attempts are rate limited with a clear 429', async ({ client, assert }) => {
    let last
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await client.post('/login').json({ uid: 'nobody@example.org', password: 'whatever it is' }).withCsrfToken().accept('json').header('x-forwarded-for', '203.0.113.77')
    }
    last!.assertStatus(429)
    assert.include(JSON.stringify(last!.body()), 'Too many attempts')
    const fromTheForm = await client.post('/login').form({ uid: 'nobody', password: 'whatever it is' }).withCsrfToken().withInertia().header('x-forwarded-for', '203.0.113.77').redirects(0)
    fromTheForm.assertStatus(302)
    fromTheForm.assertFlashMessage('error', 'Too many attempts. Please wait a minute and try again.')
  })

  // That the old session cookie stops working after logout is shown in the browser suite.
  test('logging out redirects home and forgets the user', async ({ client }) => {
    const user = await makeUser()
    const response = await client.post('/api/auth/logout').loginAs(user).withCsrfToken().redirects(0)
    response.assertHeader('location', '/')
    response.assertSessionMissing('auth_web')
  })
})

test.group('Password reset', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the emailed link changes the password once', async ({ client, assert }) => {
    const user = await makeUser({ password: 'the old passphrase here' })
    const ask = await client.post('/forgot-password').form({ email: user.email }).withCsrfToken().redirects(0)
    ask.assertStatus(302)
    const mail = await waitForMail(user.email, (text) => text.includes('/reset-password?'))
    const token = new URL(mail.text.match(/https?:\/\/[^\s]+\/reset-password\?[^\s]+/)![0]).searchParams.get('token')!
    const reset = await client
      .post('/reset-password')
      .form({ token, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' })
      .withCsrfToken()
      .redirects(0)
    reset.assertHeader('location', '/login')
    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await fresh.verifyPassword('a brand new passphrase'))
    const again = await client
      .post('/reset-password')
      .json({ token, password: 'another new passphrase', passwordConfirmation: 'another new passphrase' })
      .withCsrfToken()
      .accept('json')
    again.assertStatus(422)
  })

  test('an unknown email gets the same answer and no mail', async ({ client, assert }) => {
    const response = await client.post('/forgot-password').form({ email: 'nobody-here@example.org' }).withCsrfToken().redirects(0)
    response.assertStatus(302)
    assert.lengthOf(capturedMail.to('nobody-here@example.org'), 0)
    const malformed = await client.post('/forgot-password').json({ email: 'nope' }).withCsrfToken().accept('json')
    malformed.assertStatus(422)
  })
})
