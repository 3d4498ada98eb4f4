import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { sqlTime } from '#app/support/database/values'
import { ensureReferralCode } from '#modules/recognition/index'

/** A cookie as a browser sends back an unencoded one (the api client signs or encodes what `.cookie()` gets). */
function rawCookie<R extends { cookiesJar: Record<string, { name: string; value: unknown }> }>(request: R, name: string, value: string) {
  request.cookiesJar[name] = { name, value }
  return request
}

/* Referrals (issue 11 §3): /refer, the ref cookie (7 days, under 128 bytes), the referrer recorded at signup. */
test.group('referrals (spec 000 §2.2 /refer)', () => {
  test('a visitor must sign in (401); a member gets a personal link with ?ref=<code>, the same each time', async ({ client, assert }) => {
    const visitor = await client.get('/refer').withInertia()
    visitor.assertStatus(401)
    const member = await makeUser()
    const first = await client.get('/refer').withInertia().loginAs(member)
    first.assertStatus(200)
    first.assertInertiaComponent('profiles/refer')
    const link = (first.inertiaProps as any).link as string
    assert.match(link, /\/\?ref=[a-z0-9]{10}$/)
    const again = await client.get('/refer').withInertia().loginAs(member)
    assert.equal((again.inertiaProps as any).link, link)
  })

  test('a visitor’s ?ref= is kept in a plain cookie for 7 days; a value of 128 bytes or more is not kept', async ({ client, assert }) => {
    const response = await client.get('/?ref=abc123').redirects(0)
    const cookie = ([] as string[]).concat(response.headers()['set-cookie'] ?? []).find((line) => line.startsWith('ref='))
    assert.exists(cookie)
    assert.match(cookie!, /^ref=abc123;/)
    assert.match(cookie!, /Max-Age=604800/)
    const long = await client.get(`/?ref=${'a'.repeat(128)}`).redirects(0)
    assert.notExists(([] as string[]).concat(long.headers()['set-cookie'] ?? []).find((line) => line.startsWith('ref=')))
  })

  test('a new account arriving with the cookie records its referrer once; an old account does not', async ({ client, assert }) => {
    const referrer = await makeTutor()
    const code = await ensureReferralCode(referrer.id)
    const newcomer = await makeUser()
    await rawCookie(client.get('/dashboard').loginAs(newcomer).redirects(0), 'ref', code)
    const referral = await db.from('referrals').where('referred_user_id', newcomer.id).first()
    assert.equal(referral.referrer_user_id, referrer.id)
    const veteran = await makeUser()
    await db.from('users').where('id', veteran.id).update({ created_at: sqlTime(DateTime.utc().minus({ days: 30 })) })
    await rawCookie(client.get('/dashboard').loginAs(veteran).redirects(0), 'ref', code)
    assert.notExists(await db.from('referrals').where('referred_user_id', veteran.id).first())
    await rawCookie(client.get('/dashboard').loginAs(referrer).redirects(0), 'ref', code)
    assert.notExists(await db.from('referrals').where('referred_user_id', referrer.id).first(), 'not one’s own code')
  })
})
