import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { recordInvitation } from '../../actions/record_invitation.js'
import { savePhoneNumber } from '../../actions/save_phone_number.js'
import { CSV_COLUMNS } from '../../queries/admin.js'
import { SAT_PHONE_MESSAGES } from '../../phone.js'

/*
 * The SAT record's phone number (spec 001 §3.7 sat_user phone_number; §5.1 "phone is a string of 10
 * to 15 characters"; spec 002 §8 "This phone number is already in use."). POST and DELETE
 * /sat-bootcamp/phone act on the signed-in person's own record only.
 */
type Person = Awaited<ReturnType<typeof makeUser>>
const phoneOf = async (userId: number) => (await db.from('sat_bootcamp_users').where('user_id', userId).first())?.phone_number ?? null
const save = (client: any, person: Person | null, phoneNumber: unknown) => {
  const request = client.post('/sat-bootcamp/phone').accept('json').withCsrfToken().redirects(0).json({ phoneNumber })
  return person ? request.loginAs(person) : request
}
const remove = (client: any, person: Person | null) => {
  const request = client.delete('/sat-bootcamp/phone').accept('json').withCsrfToken().redirects(0)
  return person ? request.loginAs(person) : request
}
let serial = 0
/** A number no other test uses (10 digits after the +1). */
const freshNumber = () => `+1${String(Date.now() % 1e7).padStart(7, '0')}${String(serial++ % 1000).padStart(3, '0')}`

test.group('SAT phone number: who may enter one', () => {
  test('a minor learner, an adult, a tutor and staff keep their own number; visitors are asked to sign in', async ({ client, assert }) => {
    const people = [await makeLearner(), await makeUser({ birth: birthForAge(19), roles: ['approved'] }), await makeTutor(), await makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', 'admin:collegeboard'] })]
    for (const person of people) {
      const number = freshNumber()
      const response = await save(client, person, number)
      response.assertStatus(200)
      assert.equal(response.body().message, SAT_PHONE_MESSAGES.saved)
      assert.equal(await phoneOf(person.id), number)
    }
    const visitor = await save(client, null, freshNumber())
    assert.include([302, 401], visitor.status())
    assert.include([302, 401], (await remove(client, null)).status())
  })

  test('removing acts on one’s own record only', async ({ client, assert }) => {
    const [mine, other] = [await makeLearner(), await makeLearner()]
    const otherNumber = freshNumber()
    ;(await save(client, other, otherNumber)).assertStatus(200)
    ;(await save(client, mine, freshNumber())).assertStatus(200)
    ;(await remove(client, mine)).assertStatus(200)
    assert.isNull(await phoneOf(mine.id))
    assert.equal(await phoneOf(other.id), otherNumber)
  })
})

test.group('SAT phone number: the rules', () => {
  test('a number someone else holds is refused with the spec’s words; nothing changes', async ({ client, assert }) => {
    const [first, second, account] = [await makeLearner(), await makeLearner(), await makeUser({ birth: birthForAge(30), roles: ['approved'] })]
    const taken = freshNumber()
    ;(await save(client, first, taken)).assertStatus(200)
    const own = freshNumber()
    ;(await save(client, second, own)).assertStatus(200)

    const refused = await save(client, second, `  ${taken} `)
    refused.assertStatus(422)
    assert.include(JSON.stringify(refused.body()), 'This phone number is already in use.')
    assert.equal(await phoneOf(second.id), own)
    // The same number typed with spaces, brackets and dashes is the same number.
    const typed = `${taken.slice(0, 2)} (${taken.slice(2, 5)}) ${taken.slice(5, 8)}-${taken.slice(8)}`
    const refusedTyped = await save(client, second, typed)
    refusedTyped.assertStatus(422)
    assert.include(JSON.stringify(refusedTyped.body()), SAT_PHONE_MESSAGES.inUse)
    assert.equal(await phoneOf(second.id), own)

    // A number another account verified for text messages (identity's users.phone_number).
    const verified = freshNumber()
    await db.from('users').where('id', account.id).update({ phone_number: verified })
    const onAccount = await save(client, second, verified)
    onAccount.assertStatus(422)
    assert.include(JSON.stringify(onAccount.body()), SAT_PHONE_MESSAGES.inUse)
    assert.equal(await phoneOf(second.id), own)
    // Saving one's own number again is fine.
    ;(await save(client, first, taken)).assertStatus(200)
  })

  test('a number outside 10–15 characters is refused with notifications’ message (spec 002 §9: 10 to 15 digits); nothing is written', async ({ client, assert }) => {
    const learner = await makeLearner()
    for (const bad of ['12345', '+1234567890123456', '', '   ', 42, null]) {
      const response = await save(client, learner, bad)
      response.assertStatus(422)
      assert.include(JSON.stringify(response.body()), SAT_PHONE_MESSAGES.format, String(bad))
    }
    assert.isNull(await db.from('sat_bootcamp_users').where('user_id', learner.id).first())
  })

  test('two people saving the same number at once: one keeps it, the other is told it is in use', async ({ assert }) => {
    const [a, b] = [await makeLearner(), await makeLearner()]
    const number = freshNumber()
    const outcomes = await Promise.all([savePhoneNumber(a.id, number), savePhoneNumber(b.id, number)])
    assert.equal(outcomes.filter((outcome) => outcome.ok).length, 1)
    assert.deepInclude(outcomes, { ok: false, message: SAT_PHONE_MESSAGES.inUse })
    assert.equal(Number((await db.from('sat_bootcamp_users').where('phone_number', number).count('* as n').first()).n), 1)
  })

  test('an invited learner keeps their record and code; the page shows the number only to its owner; the CSV never has it', async ({ client, assert }) => {
    const learner = await makeLearner()
    await recordInvitation(learner.id, 'lincoln-high', 'learner')
    const number = freshNumber()
    ;(await save(client, learner, number)).assertStatus(200)
    assert.deepInclude(await db.from('sat_bootcamp_users').where('user_id', learner.id).first(), { invite_code: 'lincoln-high', type: 'learner', phone_number: number })

    const own = await client.get('/sat-bootcamp').loginAs(learner).withInertia()
    assert.deepEqual((own.inertiaProps as any).phone, { number })
    const other = await client.get('/sat-bootcamp').loginAs(await makeLearner()).withInertia()
    assert.deepEqual((other.inertiaProps as any).phone, { number: null })
    const visitor = await client.get('/sat-bootcamp').withInertia()
    assert.isNull((visitor.inertiaProps as any).phone)

    assert.notInclude(CSV_COLUMNS as readonly string[], 'phone_number')
    const csv = await client.get('/admin/sat/users.csv').loginAs(await makeUser({ birth: birthForAge(35), roles: ['approved', 'admin:basic', 'admin:collegeboard'] }))
    assert.notInclude(csv.text(), number)
  })
})
