import { test } from '@japa/runner'
import env from '#start/env'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { CookieVisitor, cookiesSet } from '#tests/helpers/cookie_visitor'

/*
 * Issue 19: the XSRF cookie is issued when the browser lacks the one we gave its session, not on
 * every response — and CSRF protection is exactly as strict as before.
 */
const base = () => `http://${env.get('HOST')}:${env.get('PORT')}`

test.group('XSRF cookie issued only when needed (issue 19)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor gets it once; pages after that do not re-send it', async ({ assert }) => {
    const visitor = new CookieVisitor()
    assert.include(cookiesSet(await visitor.fetch(base(), '/about')), 'XSRF-TOKEN')
    assert.notInclude(cookiesSet(await visitor.fetch(base(), '/about')), 'XSRF-TOKEN')
    assert.notInclude(cookiesSet(await visitor.fetch(base(), '/login')), 'XSRF-TOKEN')
  })

  test('the kept cookie still passes CSRF on writes, before and after signing in (the session keeps its secret)', async ({ assert }) => {
    const user = await makeUser({ password: 'a long and personal passphrase' })
    const visitor = new CookieVisitor()
    await visitor.fetch(base(), '/login')
    await visitor.fetch(base(), '/about')
    const before = visitor.cookies.get('XSRF-TOKEN')
    const login = await visitor.fetch(base(), '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ uid: user.username, password: 'a long and personal passphrase' }),
    })
    assert.equal(login.status, 200, 'the kept cookie passed CSRF on the sign-in')
    assert.include(cookiesSet(login), 'ph-session', 'signing in gives a new session id')
    assert.equal(visitor.cookies.get('XSRF-TOKEN'), before, 'with the same secret, so the same cookie still works')
    assert.notInclude(cookiesSet(await visitor.fetch(base(), '/settings')), 'XSRF-TOKEN')
    const write = await visitor.fetch(base(), '/api/me/timezone', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify({ timezone: 'Europe/Paris' }),
    })
    assert.isBelow(write.status, 400, 'the cookie kept from before the sign-in passes CSRF')
  })

  test('a cookie this session was not given is replaced; a forged write is still refused', async ({ assert }) => {
    const visitor = new CookieVisitor()
    await visitor.fetch(base(), '/about')
    visitor.cookies.set('XSRF-TOKEN', 'e%3Anot-ours')
    assert.include(cookiesSet(await visitor.fetch(base(), '/about')), 'XSRF-TOKEN')
    const user = await makeUser({ password: 'a long and personal passphrase' })
    const forged = await visitor.fetch(base(), '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'e:forged' },
      body: JSON.stringify({ uid: user.username, password: 'a long and personal passphrase' }),
    })
    assert.notEqual(forged.headers.get('location'), '/dashboard')
    const after = await visitor.fetch(base(), '/api/auth/login')
    assert.match(after.headers.get('location') ?? '', /^\/login/, 'nobody was signed in')
  })
})
