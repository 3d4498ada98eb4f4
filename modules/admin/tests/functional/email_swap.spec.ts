import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import env from '#start/env'
import { buildVersion } from '#support/build_version'
import { DateTime } from 'luxon'
import { capturedMail } from '#app/support/mail/log_transport'
import { EMAIL_IN_USE, User } from '#modules/identity/index'
import { AdminAuditEvent } from '#modules/admin/index'
import { makeUser, resetRateLimits, waitForMail } from '#tests/helpers/users'
import { CookieVisitor } from '#tests/helpers/cookie_visitor'
import { eventually } from '#tests/helpers/wait'
import { hooks } from '#kernel/hooks'
import EmailSwap from '../../models/email_swap.js'
import { makeStaff } from '../factories.js'

/*
 * Email Swap (issue 13 §4; spec 000 §6.3: super): staff ask for a new address, the new address
 * confirms (only then does it change), the old address can cancel. The links are public and
 * every link that does not work answers the same "invalid or expired" page.
 */
let counter = 0
const freshAddress = () => `swap_${Date.now().toString(36)}_${++counter}@example.org`

async function requestSwap(client: ApiClient, staff: User, user: User, newEmail: string) {
  return client.post('/admin/email-swap').json({ userId: user.id, newEmail }).withCsrfToken().withInertia().loginAs(staff).redirects(0)
}

/** A super staff member's request for a fresh account's new address, and the two links it mailed. */
async function startSwap(client: ApiClient, state: Parameters<typeof makeUser>[0] = {}) {
  const staff = await makeStaff('admin:super')
  const user = await makeUser(state)
  const oldEmail = user.email
  const newEmail = freshAddress()
  await requestSwap(client, staff, user, newEmail)
  return { staff, user, oldEmail, newEmail, token: await linkToken(newEmail, 'confirm'), cancelToken: await linkToken(oldEmail, 'cancel') }
}

/** The token of the newest link of one kind mailed to an address. */
async function linkToken(address: string, link: 'confirm' | 'cancel') {
  const mail = await waitForMail(address, (text) => text.includes(`/email-swap/${link}?token=`))
  return decodeURIComponent(mail.text.match(new RegExp(`/email-swap/${link}\\?token=([^\\s]+)`))![1])
}

const linkPage = (client: ApiClient, link: 'confirm' | 'cancel', token: string) =>
  client.get(`/email-swap/${link}?token=${encodeURIComponent(token)}`).withInertia()

const postLink = (client: ApiClient, link: 'confirm' | 'cancel', token: string) =>
  client.post(`/email-swap/${link}`).json({ token }).withCsrfToken().withInertia().redirects(0)

/** The page a link that does not work answers: always the same. */
function assertInvalid(response: { status(): number; body(): any }, assert: Assert, link: 'confirm' | 'cancel') {
  assert.equal(response.status(), 404)
  assert.equal(response.body().component, 'admin/email_swap_link')
  assert.deepInclude(response.body().props, { link, state: 'invalid', token: null, address: null })
}

const auditOf = (userId: number, action: string) =>
  AdminAuditEvent.query().where('subject_type', 'user').where('subject_id', String(userId)).where('action', action)

const swapsOf = (userId: number) => EmailSwap.query().where('user_id', userId).orderBy('id', 'asc')

/** The address was not changed: the old one stays, the newest request has `status`, no confirmation is audited. */
async function assertNotChanged(assert: Assert, user: User, oldEmail: string, status: string) {
  assert.equal((await User.findOrFail(user.id)).email, oldEmail)
  assert.equal((await swapsOf(user.id)).at(-1)?.status, status)
  assert.lengthOf(await auditOf(user.id, 'user.email_swap.confirmed'), 0)
}

/*
 * A browser over real HTTP (its cookie jar): the API client's session plugin ends every session
 * a request made once the response is read, so a sign-in kept across requests, or an outcome
 * flashed for the next page, needs the real thing.
 */
const base = () => `http://${env.get('HOST')}:${env.get('PORT')}`
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'accept': 'application/json' }, body: JSON.stringify(body) })

async function signedInBrowser(user: User) {
  const browser = new CookieVisitor()
  await browser.fetch(base(), '/login')
  const login = await browser.fetch(base(), '/login', json({ uid: user.username, password: 'correct horse battery staple' }))
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`)
  return browser
}

/** Whether the browser is still signed in (/api/auth/login sends a member on, a visitor to /login). */
const isSignedIn = async (browser: CookieVisitor) => (await browser.fetch(base(), '/api/auth/login')).headers.get('location') === '/dashboard'

/** Opens a link's page, presses its button and reads the page it lands on, as a browser would. */
async function pressLinkButton(link: 'confirm' | 'cancel', token: string) {
  const browser = new CookieVisitor()
  await browser.fetch(base(), `/email-swap/${link}?token=${encodeURIComponent(token)}`)
  const post = await browser.fetch(base(), `/email-swap/${link}`, json({ token }))
  const page = await browser.fetch(base(), post.headers.get('location') ?? '/', { headers: { 'x-inertia': 'true', 'x-inertia-version': buildVersion().hash } })
  if (page.status !== 200) throw new Error(`the page after the post answered ${page.status}`)
  return { status: post.status, location: post.headers.get('location'), page: (await page.json()) as { component: string; props: Record<string, unknown> } }
}

test.group('Email Swap', (group) => {
  group.each.setup(() => resetRateLimits())

  test('staff find the account by username or current email; the page names it and its requests', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const user = await makeUser()
    for (const q of [user.username, user.email.toUpperCase()]) {
      const response = await client.get(`/admin/email-swap?q=${encodeURIComponent(q)}`).withInertia().loginAs(staff)
      response.assertInertiaComponent('admin/email_swap')
      assert.include(
        response.inertiaProps.users.map((row: { id: number }) => row.id),
        user.id,
        q
      )
    }
    const chosen = await client.get(`/admin/email-swap?user=${user.id}`).withInertia().loginAs(staff)
    assert.equal(chosen.inertiaProps.account.id, user.id)
    assert.equal(chosen.inertiaProps.account.email, user.email)
    assert.deepEqual(chosen.inertiaProps.swaps, [])
    assert.equal(chosen.inertiaProps.validHours, 48)
  })

  test('a request changes nothing yet: it mails a confirm link to the new address and a cancel link to the old one, and is audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const user = await makeUser()
    const oldEmail = user.email
    const newEmail = freshAddress()
    const response = await requestSwap(client, staff, user, `  ${newEmail.toUpperCase()} `)
    assert.oneOf(response.status(), [302, 303])
    assert.equal(response.header('location'), `/admin/email-swap?user=${user.id}`)

    const [swap] = await swapsOf(user.id)
    assert.deepEqual([swap.oldEmail, swap.newEmail, swap.status, swap.requestedByUserId], [oldEmail, newEmail, 'pending', staff.id])
    assert.isTrue(Math.abs(swap.expiresAt.diff(DateTime.utc().plus({ hours: 48 }), 'minutes').minutes) < 2)
    assert.equal((await User.findOrFail(user.id)).email, oldEmail)

    const confirmToken = await linkToken(newEmail, 'confirm')
    const cancelToken = await linkToken(oldEmail, 'cancel')
    // Only digests are stored, never the tokens.
    assert.notEqual(swap.confirmTokenHash, confirmToken)
    assert.lengthOf(swap.confirmTokenHash, 64)
    const notice = await waitForMail(oldEmail, (text) => text.includes('/email-swap/cancel'))
    assert.include(notice.text, 'sw***@example.org')
    assert.notInclude(notice.text, newEmail)
    const confirmMail = await waitForMail(newEmail)
    assert.notInclude(confirmMail.text, user.username)
    assert.notInclude(confirmMail.text, user.firstName)

    const [audit] = await auditOf(user.id, 'user.email_swap.requested')
    assert.equal(audit.actorUserId, staff.id)
    assert.include(audit.details, { swapId: swap.id, to: 'sw***@example.org' })

    // The links' pages show one button; opening them changes nothing.
    const page = await linkPage(client, 'confirm', confirmToken)
    page.assertStatus(200)
    assert.deepInclude(page.inertiaProps, { link: 'confirm', state: 'ready', address: newEmail, token: confirmToken })
    const cancelPage = await linkPage(client, 'cancel', cancelToken)
    assert.deepInclude(cancelPage.inertiaProps, { link: 'cancel', state: 'ready', address: 'sw***@example.org' })
    assert.equal((await swapsOf(user.id))[0].status, 'pending')

    const view = await client.get(`/admin/email-swap?user=${user.id}`).withInertia().loginAs(staff)
    assert.deepInclude(view.inertiaProps.swaps[0], { id: swap.id, status: 'pending', newEmail, requestedBy: staff.username })
  })

  test('confirming changes the address exactly once, verifies it, ends every session and tells the old address', async ({ client, assert }) => {
    const { staff, user, oldEmail, newEmail, token, cancelToken } = await startSwap(client, { verified: false })
    const browser = await signedInBrowser(user)
    assert.isTrue(await isSignedIn(browser))

    const pressed = await pressLinkButton('confirm', token)
    assert.equal(pressed.status, 302)
    assert.equal(pressed.location, '/email-swap/confirm')
    // The page after the post shows the outcome (flashed to that browser's session).
    assert.equal(pressed.page.component, 'admin/email_swap_link')
    assert.include(pressed.page.props, { state: 'confirmed' })
    const changed = await User.findOrFail(user.id)
    assert.equal(changed.email, newEmail)
    assert.isTrue(changed.isEmailVerified)
    assert.equal((await swapsOf(user.id))[0].status, 'confirmed')
    await eventually(async () => !(await isSignedIn(browser)), 'the sessions to end')
    const notice = await waitForMail(oldEmail, (text) => text.includes('is now'))
    assert.include(notice.text, 'sw***@example.org')
    const [audit] = await auditOf(user.id, 'user.email_swap.confirmed')
    assert.equal(audit.actorUserId, user.id)
    assert.include(audit.details, { requestedBy: staff.id })

    // Once: the same link again, or the cancel link, no longer works and changes nothing.
    await postLink(client, 'confirm', token)
    assertInvalid(await linkPage(client, 'confirm', token), assert, 'confirm')
    assertInvalid(await linkPage(client, 'cancel', cancelToken), assert, 'cancel')
    await postLink(client, 'cancel', cancelToken)
    assert.equal((await swapsOf(user.id))[0].status, 'confirmed')
    assert.lengthOf(await auditOf(user.id, 'user.email_swap.confirmed'), 1)
    assert.lengthOf(await auditOf(user.id, 'user.email_swap.canceled'), 0)
    assert.lengthOf(
      capturedMail.to(oldEmail).filter((mail) => mail.text.includes('is now')),
      1
    )
    // The new address signs in.
    const signedIn = await client.post('/login').form({ uid: newEmail, password: 'correct horse battery staple' }).withCsrfToken().redirects(0)
    signedIn.assertHeader('location', '/dashboard')
  })

  test('cancelling from the old address stops the swap: the confirm link stops working', async ({ client, assert }) => {
    const { user, oldEmail, token, cancelToken } = await startSwap(client)

    const pressed = await pressLinkButton('cancel', cancelToken)
    assert.equal(pressed.location, '/email-swap/cancel')
    assert.include(pressed.page.props, { state: 'canceled' })
    assert.equal((await swapsOf(user.id))[0].status, 'canceled')
    assert.lengthOf(await auditOf(user.id, 'user.email_swap.canceled'), 1)

    assertInvalid(await linkPage(client, 'confirm', token), assert, 'confirm')
    await postLink(client, 'confirm', token)
    await assertNotChanged(assert, user, oldEmail, 'canceled')
  })

  test('expired, unknown, tampered, replaced and wrong-kind links all answer the same invalid page and change nothing', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const user = await makeUser()
    const oldEmail = user.email
    const first = freshAddress()
    await requestSwap(client, staff, user, first)
    const replaced = await linkToken(first, 'confirm')
    // A newer request replaces the first: its links stop working.
    const second = freshAddress()
    await requestSwap(client, staff, user, second)
    const token = await linkToken(second, 'confirm')
    const cancelToken = await linkToken(oldEmail, 'cancel')
    assert.deepEqual(
      (await swapsOf(user.id)).map((swap) => swap.status),
      ['superseded', 'pending']
    )

    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    for (const bad of [replaced, tampered, 'not-a-token-at-all', cancelToken]) {
      assertInvalid(await linkPage(client, 'confirm', bad), assert, 'confirm')
      await postLink(client, 'confirm', bad)
    }
    assertInvalid(await linkPage(client, 'cancel', token), assert, 'cancel')
    assertInvalid(await client.get('/email-swap/confirm').withInertia(), assert, 'confirm')

    // Past its expiry the link it still holds (its own 48 hours) is refused by the row.
    await EmailSwap.query().where('user_id', user.id).where('status', 'pending').update({ expires_at: DateTime.utc().minus({ minutes: 1 }).toSQL({ includeOffset: false }) })
    assertInvalid(await linkPage(client, 'confirm', token), assert, 'confirm')
    assertInvalid(await linkPage(client, 'cancel', cancelToken), assert, 'cancel')
    await postLink(client, 'confirm', token)
    await postLink(client, 'cancel', cancelToken)

    await assertNotChanged(assert, user, oldEmail, 'pending')
    const view = await client.get(`/admin/email-swap?user=${user.id}`).withInertia().loginAs(staff)
    assert.deepEqual(
      view.inertiaProps.swaps.map((swap: { status: string }) => swap.status),
      ['expired', 'superseded']
    )
    assert.lengthOf(await auditOf(user.id, 'user.email_swap.canceled'), 0)
  })

  test('refused: an address in use (also by a deleted account), the account\'s own, an invalid one, a deleted account; nothing is stored or sent', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const user = await makeUser()
    const other = await makeUser()
    const gone = await makeUser()
    await gone.softDelete()
    const cases: Array<{ body: Record<string, unknown>; field: string; message: string }> = [
      { body: { userId: user.id, newEmail: other.email.toUpperCase() }, field: 'newEmail', message: EMAIL_IN_USE },
      { body: { userId: user.id, newEmail: gone.email }, field: 'newEmail', message: EMAIL_IN_USE },
      { body: { userId: user.id, newEmail: user.email }, field: 'newEmail', message: 'This is already the email address of this account.' },
      { body: { userId: user.id, newEmail: 'not an address' }, field: 'newEmail', message: 'Please enter a valid email address' },
      { body: { userId: user.id, newEmail: '' }, field: 'newEmail', message: 'Please enter the new email address' },
      { body: { userId: gone.id, newEmail: freshAddress() }, field: 'newEmail', message: 'This account was deleted, so its email cannot be changed.' },
      { body: { userId: 999999999, newEmail: freshAddress() }, field: 'userId', message: 'No account has this id.' },
    ]
    const sentBefore = capturedMail.all().length
    for (const { body, field, message } of cases) {
      const response = await client.post('/admin/email-swap').json(body).withCsrfToken().loginAs(staff).accept('json')
      response.assertStatus(422)
      const errors: Array<{ field: string; message: string }> = response.body().errors
      assert.isTrue(
        errors.some((error) => error.field === field && error.message === message),
        `${JSON.stringify(body)}: ${JSON.stringify(errors)}`
      )
    }
    // The Inertia form gets the message under the field after a redirect back.
    const form = await client.post('/admin/email-swap').json({ userId: user.id, newEmail: other.email }).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(form.status(), [302, 303])
    assert.lengthOf(await EmailSwap.query().whereIn('user_id', [user.id, gone.id]), 0)
    assert.lengthOf(await auditOf(user.id, 'user.email_swap.requested'), 0)
    assert.equal(capturedMail.all().length, sentBefore)
  })

  test('an address taken by another account before it confirms: nothing changes', async ({ client, assert }) => {
    const { user, oldEmail, newEmail, token } = await startSwap(client)
    const taker = await makeUser()
    await User.query().where('id', taker.id).update({ email: newEmail })

    const pressed = await pressLinkButton('confirm', token)
    assert.include(pressed.page.props, { state: 'in_use' })
    await assertNotChanged(assert, user, oldEmail, 'pending')
  })

  test('retention: a request is deleted 30 days after it ended (or expired); open and recent ones stay; the person can export theirs', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const user = await makeUser()
    for (let index = 0; index < 4; index++) await requestSwap(client, staff, user, freshAddress())
    const [old, expiredLongAgo, recent, open] = await swapsOf(user.id)
    const daysAgo = (days: number) => DateTime.utc().minus({ days }).toSQL({ includeOffset: false })
    await EmailSwap.query().where('id', old.id).update({ status: 'canceled', finished_at: daysAgo(31) })
    await EmailSwap.query().where('id', expiredLongAgo.id).update({ status: 'pending', finished_at: null, expires_at: daysAgo(31) })
    await EmailSwap.query().where('id', recent.id).update({ status: 'confirmed', finished_at: daysAgo(29) })

    const rule = hooks.retentionRules().find((entry) => entry.key === 'admin.email-swaps')!
    assert.isAtLeast(await rule.count(new Date()), 2)
    assert.isAtLeast(await rule.purge(new Date()), 2)
    assert.deepEqual(
      (await swapsOf(user.id)).map((swap) => swap.id),
      [recent.id, open.id]
    )
    assert.equal(await rule.purge(new Date()), 0)

    const exported = (await hooks.personalData(user.id))['email-swaps'].data as Array<{ to: string; status: string }>
    assert.deepEqual(
      exported.map((row) => row.status),
      ['confirmed', 'pending']
    )
  })

  test('roles: super only; the safety staff of the Users page, other staff, learners and visitors are refused', async ({ client, assert }) => {
    const user = await makeUser()
    for (const who of [await makeStaff('admin:safety'), await makeStaff('admin:policy'), await makeStaff(), await makeUser()]) {
      const page = await client.get('/admin/email-swap').withInertia().loginAs(who)
      page.assertStatus(403)
      page.assertInertiaPropsContains({ code: 'not_enough_permission' })
      const post = await requestSwap(client, who, user, freshAddress())
      post.assertStatus(403)
    }
    ;(await client.get('/admin/email-swap').withInertia()).assertStatus(401)
    ;(await client.post('/admin/email-swap').json({ userId: user.id, newEmail: freshAddress() }).withCsrfToken().withInertia()).assertStatus(401)
    assert.lengthOf(await swapsOf(user.id), 0)
  })
})
