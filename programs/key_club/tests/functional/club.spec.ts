import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { findWorldBySlug, memberLevel } from '#modules/worlds/index'
import { setLeaderboardOptOut } from '#modules/recognition/index'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { KEY_CLUB_MESSAGES } from '../../constants.js'
import { joinClub } from '../../actions/join_club.js'
import { logHours, makeClub } from '../helpers.js'

/*
 * The school service club at /key-club (issue 17 §3; spec 000 §2.1 /join/key-club → /key-club;
 * spec 001 §3.6 districts and clubs with codes, §3.1 a user's club).
 */
const membershipOf = (userId: number) => db.from('key_club_members').where('user_id', userId).first()

test.group('Key Club: joining with a club code', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a visitor reads the page and is asked to sign up; no member list is sent', async ({ client, assert }) => {
    const response = await client.get('/key-club').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('programs/key_club/club')
    const props = response.inertiaProps as any
    assert.isFalse(props.signedIn)
    assert.isNull(props.membership)
    assert.deepEqual(props.members, [])
    assert.equal(props.offerings[0].slug, 'homework-help')
  })

  test('/join/key-club redirects to /key-club (spec 000 §2.1)', async ({ client }) => {
    const response = await client.get('/join/key-club').redirects(0)
    response.assertHeader('location', '/key-club')
  })

  test('a member joins with the code as typed (trimmed, any case) and enters the club world', async ({ client, assert }) => {
    const club = await makeClub()
    const member = await makeUser()
    const response = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: `  ${club.code.toLowerCase()} ` }).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/key-club')
    response.assertFlashMessage('success', KEY_CLUB_MESSAGES.joined(club.name))
    assert.equal(Number((await membershipOf(member.id))?.key_club_club_id), club.clubId)
    const world = await findWorldBySlug('key-club')
    assert.equal(await memberLevel(member.id, world!.id), 'member')

    const page = await client.get('/key-club').loginAs(member).withInertia()
    const props = page.inertiaProps as any
    assert.equal(props.membership.clubName, club.name)
    assert.deepEqual(props.members, [{ name: member.displayName, hours: 0, isViewer: true }])
  })

  test('an unknown code and a malformed code are refused with a message and change nothing', async ({ client, assert }) => {
    const member = await makeUser()
    const unknown = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: 'NO-SUCH-CLUB' }).redirects(0)
    unknown.assertFlashMessage('inputErrorsBag', { code: KEY_CLUB_MESSAGES.unknownCode })
    const malformed = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: '<b>' }).redirects(0)
    malformed.assertStatus(302)
    assert.include(JSON.stringify(malformed.flashMessages()), KEY_CLUB_MESSAGES.codeFormat)
    assert.isNull(await membershipOf(member.id))
  })

  test('one club per person: joining a second club is refused until the first is left', async ({ client, assert }) => {
    const first = await makeClub()
    const second = await makeClub()
    const member = await makeUser()
    await joinClub(member.id, first.code)
    const again = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: second.code }).redirects(0)
    again.assertFlashMessage('inputErrorsBag', { code: KEY_CLUB_MESSAGES.alreadyMember })
    assert.equal(Number((await membershipOf(member.id))?.key_club_club_id), first.clubId)

    const left = await client.delete('/key-club/membership').loginAs(member).withCsrfToken().redirects(0)
    left.assertFlashMessage('success', KEY_CLUB_MESSAGES.left)
    assert.isNull(await membershipOf(member.id))
    await joinClub(member.id, second.code)
    assert.equal(Number((await membershipOf(member.id))?.key_club_club_id), second.clubId)
  })

  test('an account waiting for review gets the gated-action notice and joins nothing (spec 000 §2.3)', async ({ client, assert }) => {
    const club = await makeClub()
    const pending = await makeUser({ roles: [] })
    const response = await client.post('/key-club/membership').loginAs(pending).withCsrfToken().form({ code: club.code }).withInertia().redirects(0)
    response.assertStatus(302)
    assert.equal((response.flashMessages() as { accountGate?: { gate: string } }).accountGate?.gate, 'pending')
    assert.isNull(await membershipOf(pending.id))
  })

  test('visitors cannot join or leave: the routes need a member account', async ({ client }) => {
    const join = await client.post('/key-club/membership').withCsrfToken().form({ code: 'ANY-CODE' }).redirects(0)
    join.assertStatus(401)
    const leave = await client.delete('/key-club/membership').withCsrfToken().redirects(0)
    leave.assertStatus(401)
  })

  test('guessing codes is limited to 10 tries an hour per person', async ({ client, assert }) => {
    const member = await makeUser()
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: `GUESS-${attempt}` }).redirects(0)
    }
    const eleventh = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: 'GUESS-11' }).accept('json').redirects(0)
    eleventh.assertStatus(429)
    assert.include(JSON.stringify(eleventh.body()), KEY_CLUB_MESSAGES.tooManyAttempts)
    const fromTheForm = await client.post('/key-club/membership').loginAs(member).withCsrfToken().form({ code: 'GUESS-12' }).withInertia().redirects(0)
    fromTheForm.assertFlashMessage('error', KEY_CLUB_MESSAGES.tooManyAttempts)
  })
})

test.group('Key Club: hours count for the club', (group) => {
  group.each.setup(() => resetRateLimits())

  test("members see their club's approved hours this school year; pending, old and other clubs' hours do not count", async ({ client, assert }) => {
    const club = await makeClub()
    const other = await makeClub()
    const [ana, ben, shy, outsider] = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser()])
    for (const user of [ana, ben, shy]) await joinClub(user.id, club.code)
    await joinClub(outsider.id, other.code)
    await logHours(ana.id, 3)
    await logHours(ana.id, 1.5)
    await logHours(ben.id, 2, { approved: false })
    await logHours(ben.id, 9, { date: DateTime.utc().minus({ years: 2 }) })
    await logHours(shy.id, 1)
    await logHours(outsider.id, 7)
    await setLeaderboardOptOut(shy.id, true)

    const page = await client.get('/key-club').loginAs(ben).withInertia()
    const props = page.inertiaProps as any
    assert.equal(props.membership.hours, 5.5)
    assert.deepEqual(props.members, [
      { name: ana.displayName, hours: 4.5, isViewer: false },
      { name: null, hours: 1, isViewer: false },
      { name: ben.displayName, hours: 0, isViewer: true },
    ])
    assert.notInclude(JSON.stringify(props), outsider.displayName)
    assert.notInclude(JSON.stringify(props), shy.displayName)
    assert.notInclude(JSON.stringify(props), club.code, 'codes are for staff and advisors')

    const mine = props.leaderboard.find((row: { clubId: number }) => row.clubId === club.clubId)
    assert.deepInclude(mine, { members: 3, hours: 5.5 })
    assert.deepInclude(props.leaderboard.find((row: { clubId: number }) => row.clubId === other.clubId), { members: 1, hours: 7 })
  })
})

test.group('Key Club: personal data', () => {
  test("a person's export names their club; a deleted account leaves its club at the retention run", async ({ assert }) => {
    const club = await makeClub()
    const member = await makeUser()
    await joinClub(member.id, club.code)
    const sections = await hooks.personalData(member.id)
    assert.deepInclude(sections.key_club.data as object, { club: club.name })

    const rule = hooks.retentionRules().find((candidate) => candidate.key === 'key_club.deleted-accounts')!
    const now = new Date()
    const before = await rule.count(now)
    await db.from('users').where('id', member.id).update({ deleted_at: DateTime.utc().toSQL({ includeOffset: false }) })
    assert.equal(await rule.count(now), before + 1)
    assert.isAtLeast(await rule.purge(now), 1)
    assert.isNull(await membershipOf(member.id))
    assert.equal(await rule.count(now), 0)
  })
})
