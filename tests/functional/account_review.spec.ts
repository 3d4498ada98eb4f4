import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { makeUser } from '#tests/helpers/users'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeSeries } from '#modules/series/tests/factories'

const staff = () => makeUser({ roles: ['admin:basic', 'admin:safety'] })
const register = (client: any, sessionId: number, user: any) => client.post(`/session/${sessionId}/registration`).loginAs(user).withCsrfToken()

async function setApprovalRequired(value: boolean) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  await db.from('website_settings').where('key', 'require-registration-account-approval').delete()
  await db.table('website_settings').insert({ key: 'require-registration-account-approval', value: JSON.stringify(value), created_at: now, updated_at: now })
}

/*
 * Account review (modules/assurance) against tutoring's registration, a gated action of a higher
 * layer: here because a module's tests may not import a higher layer.
 */
test.group('Account review (issue 13 §2, spec 001 §4.4)', (group) => {
  group.each.teardown(async () => {
    await db.from('website_settings').where('key', 'require-registration-account-approval').delete()
  })

  test('require-registration-account-approval: a finished onboarding waits for review only while the setting is on', async ({ assert }) => {
    const user = await makeUser({ roles: [] })
    assert.isTrue((await hooks.ask('onboarding.autoApprove', { userId: user.id })).allowed)
    await setApprovalRequired(true)
    assert.isFalse((await hooks.ask('onboarding.autoApprove', { userId: user.id })).allowed)
    await setApprovalRequired(false)
    assert.isTrue((await hooks.ask('onboarding.autoApprove', { userId: user.id })).allowed)
  })

  test('spec 000 §2.3 gated-action modals: an unreviewed account registering (session, series) gets the pending notice', async ({ client, assert }) => {
    const { session } = await makeSession()
    const first = 'Our team needs to approve your account before you can register for sessions.'
    const response = await register(client, session.id, await makeUser({ roles: [] })).accept('json')
    response.assertStatus(403)
    assert.equal(response.body().reason, first)
    assert.deepEqual(response.body().accountGate, { gate: 'pending', title: 'Account pending', paragraphs: [first, 'In the meantime, feel free to explore Peerhaven.'] })
    const { series } = await makeSeries({ hostId: (await makeUser({ roles: ['tutor'] })).id })
    const seriesRefusal = await client.post(`/series/${series.id}/register`).loginAs(await makeUser({ roles: [] })).withCsrfToken().accept('json')
    // Series answer their action's refusals beside the series' buttons (422): the same sentence.
    seriesRefusal.assertStatus(422)
    assert.include(JSON.stringify(seriesRefusal.body()), 'Our team needs to approve your account before you can register for series.')
    // An Inertia visit goes back to the page it came from, the notice flashed for the frame's modal.
    const pending = await makeUser({ roles: [] })
    const visit = await register(client, session.id, pending).withInertia().header('referer', `/session/${session.id}`).redirects(0)
    assert.include([302, 303], visit.status())
    assert.equal(visit.header('location'), `/session/${session.id}`)
    const registered = await db.from('session_registrations').where('session_id', session.id).count('* as total').first()
    assert.equal(Number(registered.total), 0)
  })

  test('the queue lists unreviewed accounts only; approving lets the person act, once, audited', async ({ client, assert }) => {
    const reviewer = await staff()
    const waiting = await makeUser({ roles: [] })
    const approved = await makeUser()
    const tutor = await makeUser({ roles: ['tutor'] })
    const notOnboarded = await makeUser({ onboarded: false, roles: [] })
    // Other tests leave unreviewed accounts too: walk every page of the queue (oldest first).
    const listed: Array<Record<string, unknown>> = []
    for (let number = 1, last = 1; number <= last; number++) {
      const page = await client.get(`/admin/account-review?page=${number}`).loginAs(reviewer).withInertia()
      page.assertStatus(200)
      listed.push(...page.inertiaProps.accounts)
      last = page.inertiaProps.meta.lastPage
    }
    const ids = listed.map((account) => account.id)
    assert.include(ids, waiting.id)
    for (const other of [approved, tutor, notOnboarded]) assert.notInclude(ids, other.id)
    assert.notProperty(listed.find((account) => account.id === waiting.id), 'email')

    const decide = () => client.post(`/admin/account-review/${waiting.id}`).loginAs(reviewer).withCsrfToken().withInertia().json({ decision: 'approved', note: 'Looks fine' }).redirects(0)
    assert.include([302, 303], (await decide()).status())
    assert.isTrue((await waiting.roles()).has('approved'))
    const rows = await db.from('account_reviews').where('user_id', waiting.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { reviewer_id: reviewer.id, decision: 'approved', note: 'Looks fine' })
    const role = await db.from('user_roles').where('user_id', waiting.id).where('role', 'approved').first()
    assert.include(role, { assigner_user_id: reviewer.id, assigned_source: 'account-review' })
    // A second decision changes nothing.
    await decide()
    assert.lengthOf(await db.from('account_reviews').where('user_id', waiting.id), 1)

    const { session } = await makeSession()
    const fresh = await makeUser({ roles: [] })
    await client.post(`/admin/account-review/${fresh.id}`).loginAs(reviewer).withCsrfToken().withInertia().json({ decision: 'approved' })
    ;(await register(client, session.id, fresh).accept('json')).assertStatus(200)
  })

  test('rejecting gives the rejected role (the user_rejected screen); bad input changes nothing', async ({ client, assert }) => {
    const reviewer = await staff()
    const waiting = await makeUser({ roles: [] })
    const bad = await client.post(`/admin/account-review/${waiting.id}`).loginAs(reviewer).withCsrfToken().accept('json').json({ decision: 'maybe' })
    bad.assertStatus(422)
    assert.lengthOf(await db.from('account_reviews').where('user_id', waiting.id), 0)
    await client.post(`/admin/account-review/${waiting.id}`).loginAs(reviewer).withCsrfToken().withInertia().json({ decision: 'rejected' })
    assert.isTrue((await waiting.roles()).has('rejected'))
    const dashboard = await client.get('/dashboard').loginAs(waiting).withInertia()
    assert.equal(dashboard.inertiaProps.code, 'user_rejected')
  })
})
