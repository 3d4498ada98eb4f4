import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { resolveSubject } from '#kernel/subjects'
import type { User } from '#modules/identity/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import AgeAssuranceCheck from '../../models/age_assurance_check.js'
import { ageAssuranceStatus } from '../../queries/age_assurance.js'
import { AGE_ASSURANCE_MESSAGES } from '../../shared/index.js'

const safetyStaff = () => makeUser({ roles: ['admin:basic', 'admin:safety'] })

const toastsOf = async (client: any, user: User) => (await client.get('/dashboard').loginAs(user).withInertia()).inertiaProps.toasts as Array<{ key: string; props: { kind: string } }>

test.group('Age assurance (issue 13 §3, spec 000 §6.1, spec 002 §7–8)', () => {
  test('start answers the provider redirect (the local video page) and records a started check', async ({ client, assert }) => {
    const person = await makeUser({ birth: birthForAge(17) })
    const response = await client.post('/verify-age/start').loginAs(person).withCsrfToken().withInertia().redirects(0)
    response.assertStatus(409)
    assert.equal(response.header('x-inertia-location'), '/verify-age')
    const check = await AgeAssuranceCheck.query().where('user_id', person.id).firstOrFail()
    assert.include(check.$attributes, { provider: 'video', status: 'started' })
  })

  test('a failed check shows the failure toast with the video advice; a later assurance replaces the role', async ({ client, assert }) => {
    const person = await makeUser({ birth: birthForAge(30) })
    const check = await AgeAssuranceCheck.create({ userId: person.id, provider: 'video', status: 'submitted', videoUrl: null })
    const staff = await safetyStaff()
    await client.post(`/admin/age-assurance/${check.id}`).loginAs(staff).withCsrfToken().withInertia().json({ decision: 'failed' })
    assert.deepEqual((await toastsOf(client, person)).map((toast) => toast.props.kind), ['failed'])
    assert.include(AGE_ASSURANCE_MESSAGES.failedAdvice, '2 business days')
    const retry = await AgeAssuranceCheck.create({ userId: person.id, provider: 'video', status: 'submitted', videoUrl: null })
    await client.post(`/admin/age-assurance/${retry.id}`).loginAs(staff).withCsrfToken().withInertia().json({ decision: 'assured' })
    const roles = await person.roles()
    assert.isTrue(roles.has('age_assurance:assured'))
    assert.isFalse(roles.has('age_assurance:failed'))
  })

  test('staff waive: role age_assurance:waived, never asked again; unknown username refused', async ({ client, assert }) => {
    const person = await makeUser({ birth: birthForAge(18) })
    const staff = await safetyStaff()
    const unknown = await client.post('/admin/age-assurance/waive').loginAs(staff).withCsrfToken().accept('json').json({ username: 'nobody_here_at_all' })
    unknown.assertStatus(422)
    await client.post('/admin/age-assurance/waive').loginAs(staff).withCsrfToken().withInertia().json({ username: person.username, note: 'ID checked in person' })
    assert.include(await ageAssuranceStatus(person.id), { role: 'waived', need: 'none' })
    const again = await client.post('/verify-age/start').loginAs(person).withCsrfToken().withInertia().redirects(0)
    assert.include([302, 303], again.status())
    assert.equal(again.header('location'), '/verify-age')
    assert.equal(await AgeAssuranceCheck.query().where('user_id', person.id).where('status', 'started').first(), null)
  })

  test('data protection: a check (and its video) resolves for its owner and safety staff only', async ({ assert }) => {
    const owner = await makeUser({ birth: birthForAge(17) })
    const check = await AgeAssuranceCheck.create({ userId: owner.id, provider: 'video', status: 'submitted', videoUrl: null, createdAt: DateTime.utc() })
    const ref = { type: 'age_assurance_check', id: check.id }
    assert.isNotNull(await resolveSubject(ref, { id: owner.id }))
    assert.isNotNull(await resolveSubject(ref, { id: (await safetyStaff()).id }))
    for (const roles of [[], ['admin:basic'], ['admin:basic', 'admin:policy'], ['admin:basic', 'admin:mentor'], ['admin:safety'], ['tutor']] as const) {
      const other = await makeUser({ roles: roles.length ? [...roles] : ['approved'] })
      assert.isNull(await resolveSubject(ref, { id: other.id }), roles.join('+') || 'learner')
    }
    assert.isNull(await resolveSubject(ref, null))
  })
})
