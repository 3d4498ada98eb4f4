import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import Partner from '../../models/partner.js'
import { bring, makePartner, referralOf } from '../factories.js'

/*
 * Partners end to end over HTTP (issue 21 §5): staff keep the partner list (spec 001 §3.10: link,
 * logo, size, name) that /partnerships shows (spec 000 §2.2), and partner landing pages (spec 001
 * §3.1 referral_source: partner slug, header, subheader, logo) whose visitors are recorded as
 * referred by the partner when they sign up (spec 002 §9 referral cookie, 7 days).
 */
let superStaff: User

function rawCookie<R extends { cookiesJar: Record<string, { name: string; value: unknown }> }>(request: R, name: string, value: string) {
  request.cookiesJar[name] = { name, value }
  return request
}

const write = (client: any, method: 'post' | 'put', url: string, body: Record<string, unknown> = {}) =>
  client[method](url).json(body).header('accept', 'application/json').withCsrfToken().loginAs(superStaff)

const fieldErrors = (response: any) => (response.body().errors as Array<{ field: string; message: string }>).map(({ field, message }) => ({ field, message }))

async function shown(client: any): Promise<Array<{ id: number; name: string; kind: string; link: string; logoUrl: string | null; size: string }>> {
  const response = await client.get('/partnerships').withInertia()
  response.assertStatus(200)
  return response.inertiaProps.partners
}

test.group('Partners: the list on /partnerships (issue 21 §5; spec 001 §3.10)', (group) => {
  group.setup(async () => {
    superStaff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
  })
  group.each.setup(async () => {
    await db.from('partners').delete()
    const { forgetAllViewerMemos } = await import('#app/support/viewer_memo')
    forgetAllViewerMemos()
  })

  test('a partner staff add appears on /partnerships at once, even after the list was read', async ({ client, assert }) => {
    assert.deepEqual(await shown(client), [])
    const response = await write(client, 'post', '/admin/partners', { name: 'Ohio State University', kind: 'university', link: 'https://osu.edu', logoUrl: 'https://osu.edu/logo.png', size: 'large' })
    response.assertStatus(200)
    assert.deepEqual(
      (await shown(client)).map(({ name, kind, link, logoUrl, size }) => ({ name, kind, link, logoUrl, size })),
      [{ name: 'Ohio State University', kind: 'university', link: 'https://osu.edu', logoUrl: 'https://osu.edu/logo.png', size: 'large' }]
    )
  })

  test('deactivating hides a partner, activating shows it again; doing either twice changes nothing (409)', async ({ client, assert }) => {
    const partner = await makePartner({ name: 'State of Utah', kind: 'state' })
    assert.include((await shown(client)).map((row) => row.name), 'State of Utah')
    ;(await write(client, 'post', `/admin/partners/${partner.id}/deactivate`)).assertStatus(200)
    assert.notInclude((await shown(client)).map((row) => row.name), 'State of Utah')
    const again = await write(client, 'post', `/admin/partners/${partner.id}/deactivate`)
    again.assertStatus(409)
    assert.equal(again.body().message, 'This partner is already hidden.')
    const console = await client.get('/admin/partners').withInertia().loginAs(superStaff)
    assert.deepInclude((console.inertiaProps.partners as any[]).find((row) => row.id === partner.id), { name: 'State of Utah', active: false })
    ;(await write(client, 'post', `/admin/partners/${partner.id}/activate`)).assertStatus(200)
    assert.include((await shown(client)).map((row) => row.name), 'State of Utah')
  })

  test('editing changes what /partnerships shows', async ({ client, assert }) => {
    const partner = await makePartner({ name: 'Old name' })
    await shown(client)
    const response = await write(client, 'put', `/admin/partners/${partner.id}`, { name: 'New name', kind: 'organisation', link: 'https://new.example.org', logoUrl: null, size: 'small' })
    response.assertStatus(200)
    assert.deepInclude((await shown(client))[0], { name: 'New name', kind: 'organisation', link: 'https://new.example.org', size: 'small' })
  })

  test('staff reorder the list; the first cannot move up', async ({ client, assert }) => {
    const a = await makePartner({ name: 'A' })
    await makePartner({ name: 'B' })
    const c = await makePartner({ name: 'C' })
    ;(await write(client, 'post', `/admin/partners/${c.id}/move`, { direction: 'up' })).assertStatus(200)
    assert.deepEqual((await shown(client)).map((row) => row.name), ['A', 'C', 'B'])
    ;(await write(client, 'post', `/admin/partners/${a.id}/move`, { direction: 'down' })).assertStatus(200)
    assert.deepEqual((await shown(client)).map((row) => row.name), ['C', 'A', 'B'])
    const refused = await write(client, 'post', `/admin/partners/${c.id}/move`, { direction: 'up' })
    refused.assertStatus(409)
    assert.equal(refused.body().message, 'This partner cannot move further that way.')
    assert.deepEqual((await shown(client)).map((row) => row.name), ['C', 'A', 'B'])
  })

  test('bad input is refused with a clear message and changes nothing: {label}')
    .with([
      { label: 'an http link', body: { link: 'http://osu.edu' }, field: 'link', message: 'Use an https:// address.' },
      { label: 'a javascript: link', body: { link: 'javascript:alert(1)' }, field: 'link', message: 'Use an https:// address.' },
      { label: 'an http logo', body: { logoUrl: 'http://osu.edu/logo.png' }, field: 'logoUrl', message: 'Use an https:// address.' },
      { label: 'no name', body: { name: '' }, field: 'name', message: 'This field is required.' },
      { label: 'an unknown kind', body: { kind: 'country' }, field: 'kind', message: 'Choose university, state or organisation.' },
      { label: 'an unknown size', body: { size: 'huge' }, field: 'size', message: 'Choose small, medium or large.' },
    ])
    .run(async ({ client, assert }, row) => {
      const valid = { name: 'Ohio State University', kind: 'university', link: 'https://osu.edu', logoUrl: null, size: 'medium' }
      const response = await write(client, 'post', '/admin/partners', { ...valid, ...row.body })
      response.assertStatus(422)
      assert.deepInclude(fieldErrors(response), { field: row.field, message: row.message })
      assert.equal(await Partner.query().count('* as total').first().then((r: any) => Number(r.$extras.total)), 0)
    })

  test('an unknown partner is not found; a bad move direction is refused', async ({ client, assert }) => {
    ;(await write(client, 'put', '/admin/partners/999999', { name: 'X Y', kind: 'state', link: 'https://x.gov', size: 'small' })).assertStatus(404)
    ;(await write(client, 'post', '/admin/partners/999999/deactivate')).assertStatus(404)
    const partner = await makePartner()
    const sideways = await write(client, 'post', `/admin/partners/${partner.id}/move`, { direction: 'sideways' })
    sideways.assertStatus(422)
    assert.deepEqual(fieldErrors(sideways), [{ field: 'direction', message: 'Choose up or down.' }])
  })
})

test.group('Partners: landing pages and the referral source (issue 21 §5; spec 001 §3.1)', (group) => {
  group.setup(async () => {
    superStaff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any })
  })

  test('staff create a landing page; a visitor sees it and gets the referral cookie; signing up records the partner as the source', async ({ client, assert }) => {
    const created = await write(client, 'post', '/admin/partners/landing-pages', {
      partnerSlug: 'Ohio-Students',
      header: 'Welcome, Ohio students',
      subheader: 'Free tutoring from the Ohio partnership',
      logoUrl: 'https://ohio.gov/logo.png',
      collegeAdmissionsPartner: true,
    })
    created.assertStatus(200)
    const row = await db.from('referral_sources').where('partner_slug', 'ohio-students').first()
    assert.include(row, { user_id: null, referral_code: 'ohio-students', header: 'Welcome, Ohio students', logo_url: 'https://ohio.gov/logo.png' })

    const page = await client.get('/partners/ohio-students').withInertia().redirects(0)
    page.assertStatus(200)
    page.assertInertiaComponent('partners/landing')
    page.assertInertiaPropsContains({ landing: { partnerSlug: 'ohio-students', header: 'Welcome, Ohio students', subheader: 'Free tutoring from the Ohio partnership', logoUrl: 'https://ohio.gov/logo.png' }, signedIn: false })
    const cookie = ([] as string[]).concat(page.headers()['set-cookie'] ?? []).find((line) => line.startsWith('ref='))
    assert.match(cookie ?? '', /^ref=ohio-students;.*Max-Age=604800/)

    // The new account's first request carries the cookie: recognition's middleware records the referral.
    const newcomer = await makeLearner()
    await rawCookie(client.get('/dashboard').loginAs(newcomer).redirects(0), 'ref', 'ohio-students')
    assert.deepInclude(await referralOf(newcomer.id), { partner_slug: 'ohio-students', referrer_user_id: null })

    const console = await client.get('/admin/partners').withInertia().loginAs(superStaff)
    assert.deepInclude(console.inertiaProps.landingPages[0], { partnerSlug: 'ohio-students', signups: 1, collegeAdmissionsPartner: true })
  })

  test('a signed-in member sees the page without getting the cookie', async ({ client, assert }) => {
    await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'member-view', header: 'Hello' })
    const page = await client.get('/partners/member-view').withInertia().loginAs(await makeLearner())
    page.assertStatus(200)
    page.assertInertiaPropsContains({ signedIn: true })
    assert.notExists(([] as string[]).concat(page.headers()['set-cookie'] ?? []).find((line) => line.startsWith('ref=')))
  })

  test('an unknown or malformed slug is the not-found page', async ({ client }) => {
    for (const slug of ['nobody-here', 'UPPER', 'a'.repeat(41), '--x']) {
      const page = await client.get(`/partners/${slug}`).withInertia()
      page.assertStatus(404)
    }
  })

  test('a taken slug, a member’s code or a bad slug is refused with a clear message', async ({ client, assert }) => {
    await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'taken-one', header: 'First' })
    const again = await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'taken-one', header: 'Second' })
    again.assertStatus(422)
    assert.deepEqual(fieldErrors(again), [{ field: 'partnerSlug', message: 'This slug is already used by another landing page or referral code.' }])
    const member = await makeTutor()
    const { ensureReferralCode } = await import('#modules/recognition/index')
    const code = await ensureReferralCode(member.id)
    ;(await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: code, header: 'Clash' })).assertStatus(422)
    const bad = await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'has space', header: 'Bad' })
    bad.assertStatus(422)
    assert.deepInclude(fieldErrors(bad), { field: 'partnerSlug', message: 'Use lowercase letters, digits and single hyphens (for example state-of-ohio).' })
    const http = await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'http-logo', header: 'Logo', logoUrl: 'http://x.org/a.png' })
    http.assertStatus(422)
    assert.notExists(await db.from('referral_sources').where('partner_slug', 'http-logo').first())
    assert.equal((await db.from('referral_sources').where('partner_slug', 'taken-one').first()).header, 'First')
  })

  test('editing a landing page changes its text, never its slug; a member’s own code cannot be edited here', async ({ client, assert }) => {
    await write(client, 'post', '/admin/partners/landing-pages', { partnerSlug: 'edit-me', header: 'Before' })
    const row = await db.from('referral_sources').where('partner_slug', 'edit-me').first()
    ;(await write(client, 'put', `/admin/partners/landing-pages/${row.id}`, { partnerSlug: 'renamed', header: 'After', subheader: 'More' })).assertStatus(200)
    const page = await client.get('/partners/edit-me').withInertia()
    page.assertInertiaPropsContains({ landing: { header: 'After', subheader: 'More' } })
    assert.notExists(await db.from('referral_sources').where('partner_slug', 'renamed').first())
    const member = await makeTutor()
    const { ensureReferralCode } = await import('#modules/recognition/index')
    await ensureReferralCode(member.id)
    const personal = await db.from('referral_sources').where('user_id', member.id).first()
    ;(await write(client, 'put', `/admin/partners/landing-pages/${personal.id}`, { header: 'Hijack' })).assertStatus(404)
  })

  test('the tutor trees page lists roots with their branch totals', async ({ client, assert }) => {
    const [root, recruit] = [await makeTutor(), await makeLearner()]
    await bring(root, recruit)
    const page = await client.get('/admin/tutor-trees').withInertia().loginAs(superStaff)
    page.assertStatus(200)
    page.assertInertiaComponent('partners/tutor_trees')
    const found = (page.inertiaProps.roots as any[]).find((row) => row.userId === root.id)
    assert.deepInclude(found, { name: root.displayName, brought: 1, people: 1 })
    const branches = await client.get(`/admin/tutor-trees/${root.id}`).header('accept', 'application/json').loginAs(superStaff)
    branches.assertStatus(200)
    assert.deepEqual(
      branches.body().branches.map((row: any) => [row.userId, row.name]),
      [[recruit.id, recruit.displayName]]
    )
    assert.notProperty(branches.body().branches[0], 'email')
  })
})
