import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { World } from '#modules/worlds/index'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { ELIGIBILITY_MESSAGES, FIRST_WORLD } from '#modules/assurance/shared/index'
import { birthForAge, makeUser } from '#tests/helpers/users'

/* Background check eligibility (spec 001 §5.5) reads world ranks: worlds is a layer above assurance. */
const staff = () => makeUser({ roles: ['admin:basic', 'admin:safety'] })
const record = async (client: any, body: Record<string, unknown>) =>
  client.post('/admin/background-checks').loginAs(await staff()).withCsrfToken().accept('json').redirects(0).json({ submittedAt: '2026-01-05', partnerName: 'staff-entered', status: 'passed', ...body })

test.group('Background check eligibility (spec 001 §5.5)', () => {
  test('eligibility is enforced: under 18, and a first-world member under 21, are refused; nothing stored', async ({ client, assert }) => {
    const minor = await makeUser({ birth: birthForAge(17) })
    const young = await record(client, { username: minor.username })
    young.assertStatus(422)
    assert.equal(young.body().errors[0].message, ELIGIBILITY_MESSAGES.age)
    const club = (await World.findBy('slug', FIRST_WORLD.slug)) ?? (await makeWorld('membership', { slug: FIRST_WORLD.slug }))
    const clubber = await makeUser({ birth: birthForAge(19) })
    await makeMember(clubber.id, club.id, 'tutor')
    const excluded = await record(client, { username: clubber.username })
    excluded.assertStatus(422)
    assert.equal(excluded.body().errors[0].message, ELIGIBILITY_MESSAGES.excluded)
    assert.lengthOf(await db.from('background_checks').whereIn('user_id', [minor.id, clubber.id]), 0)
  })

})
