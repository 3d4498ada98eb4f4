import { test } from '@japa/runner'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { registerAgeAssuranceProvider } from '../../index.js'
import AgeAssuranceCheck from '../../models/age_assurance_check.js'
import { ageAssuranceStatus } from '../../queries/age_assurance.js'

/*
 * The provider interface (spec 002 §7 "Start age assurance": callbackUrl in, redirect URL out; the
 * result comes back to our callback). A stand-in third party: it sends people to its own site and
 * vouches for callbacks carrying `ref` and `result` (a real adapter checks a signature there).
 */
let startedWith: { callbackUrl: string } | null = null
registerAgeAssuranceProvider({
  name: 'stand-in',
  async start({ checkId, callbackUrl }) {
    startedWith = { callbackUrl }
    return { redirectUrl: `https://provider.example/verify?session=${checkId}`, reference: `ref-${checkId}` }
  },
  async readCallback(query) {
    const result = query.result
    if (typeof query.ref !== 'string' || (result !== 'assured' && result !== 'failed')) return null
    return { reference: query.ref, result }
  },
})

test.group('Age assurance provider interface (spec 002 §7)', (group) => {
  group.each.setup(() => {
    process.env.AGE_ASSURANCE_PROVIDER = 'stand-in'
    return () => {
      delete process.env.AGE_ASSURANCE_PROVIDER
    }
  })

  test('start → the provider address with our own callback; callback → assured, once; others get 404', async ({ client, assert }) => {
    const person = await makeUser({ birth: birthForAge(18) })
    const start = await client.post('/verify-age/start').loginAs(person).withCsrfToken().accept('json')
    start.assertStatus(200)
    const check = await AgeAssuranceCheck.query().where('user_id', person.id).firstOrFail()
    assert.deepEqual(start.body(), { redirectUrl: `https://provider.example/verify?session=${check.id}` })
    assert.include(check.$attributes, { provider: 'stand-in', status: 'started', providerReference: `ref-${check.id}` })
    assert.match(startedWith!.callbackUrl, /^https?:\/\/[^/]+\/verify-age\/callback$/)

    const callback = (user = person, query = `ref=ref-${check.id}&result=assured`) =>
      client.get(`/verify-age/callback?${query}`).loginAs(user).withInertia().redirects(0)
    ;(await callback(person, `ref=ref-${check.id}&result=maybe`)).assertStatus(404)
    ;(await callback(await makeUser(), `ref=ref-${check.id}&result=failed`)).assertStatus(404)
    assert.include(await ageAssuranceStatus(person.id), { role: null, latest: 'started' })
    assert.include([302, 303], (await callback()).status())
    assert.include(await ageAssuranceStatus(person.id), { role: 'assured', latest: 'assured' })
    // A replayed callback with another result changes nothing.
    await callback(person, `ref=ref-${check.id}&result=failed`)
    assert.include(await ageAssuranceStatus(person.id), { role: 'assured' })
  })
})
