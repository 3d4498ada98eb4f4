import { test } from '@japa/runner'
import env from '#start/env'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { CookieVisitor } from '#tests/helpers/cookie_visitor'

/*
 * A flash message is for the page the person opens after a form post. A fetch the page makes for
 * itself (a count, a search) that lands between the post and that page must not use it up
 * (app/middleware/session_middleware.ts).
 */
const base = () => `http://${env.get('HOST')}:${env.get('PORT')}`
const page = (visitor: CookieVisitor, path: string) => visitor.fetch(base(), path, { headers: { accept: 'text/html' } })

const MESSAGE = 'If an account uses that email, a reset link is on its way.'

/** A form post whose answer is a flash message on the next page (the sign-in page). */
async function askForReset(visitor: CookieVisitor) {
  await page(visitor, '/forgot-password')
  return visitor.fetch(base(), '/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept': 'text/html' },
    body: new URLSearchParams({ email: 'nobody-at-all@example.org' }).toString(),
  })
}

test.group('Flash messages survive background reads', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the message reaches the next page even when a JSON fetch comes first, and is shown once', async ({ assert }) => {
    const control = new CookieVisitor()
    assert.equal((await askForReset(control)).status, 302)
    assert.include(await (await page(control, '/login')).text(), MESSAGE, 'without a fetch in between, the page shows it')

    const visitor = new CookieVisitor()
    assert.equal((await askForReset(visitor)).status, 302)
    const background = await visitor.fetch(base(), '/api/version.json', { headers: { accept: 'application/json' } })
    assert.equal(background.status, 200)
    assert.include(await (await page(visitor, '/login')).text(), MESSAGE, 'the fetch did not use the message up')
    assert.notInclude(await (await page(visitor, '/login')).text(), MESSAGE, 'the page did: it is shown once')
  })

  test('a background write (a live channel subscription is a POST) leaves the message too', async ({ assert }) => {
    const visitor = new CookieVisitor()
    assert.equal((await askForReset(visitor)).status, 302)
    await visitor.fetch(base(), '/__transmit/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 'a-browser-tab', channel: 'no/such/channel' }),
    })
    assert.include(await (await page(visitor, '/login')).text(), MESSAGE)
  })

  test('a signed-in person’s background fetch that changes nothing leaves the flash; pages still consume it', async ({ assert }) => {
    const user = await makeUser({ password: 'a long and personal passphrase' })
    const visitor = new CookieVisitor()
    await page(visitor, '/login')
    const login = await visitor.fetch(base(), '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept': 'text/html' },
      body: new URLSearchParams({ uid: user.username, password: 'a long and personal passphrase' }).toString(),
    })
    assert.equal(login.status, 302)
    const unread = await visitor.fetch(base(), '/notifications/unread', { headers: { accept: 'application/json' } })
    assert.equal(unread.status, 200, 'still signed in for the fetch')
    assert.equal((await page(visitor, '/settings')).status, 200, 'and for the page after it')
  })
})
