import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { UserUpload } from '#modules/uploads/index'
import type { User } from '#modules/identity/index'
import { ageAssuranceStatus } from '#modules/assurance/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { makeSession } from '#modules/tutoring/tests/factories'
import { registerForSession } from '#modules/tutoring/index'

/*
 * The age verification toast (spec 002 §8) is about "your upcoming session": it needs tutoring's
 * registrations, a layer above assurance, so the flow is tested here.
 */
const safetyStaff = () => makeUser({ roles: ['admin:basic', 'admin:safety'] })
const toastsOf = async (client: any, user: User) => (await client.get('/dashboard').loginAs(user).withInertia()).inertiaProps.toasts as Array<{ key: string; props: { kind: string } }>
const checkOf = (userId: number, status: string) => db.from('age_assurance_checks').where('user_id', userId).where('status', status).first()

async function videoOf(owner: User) {
  return UserUpload.create({
    userId: owner.id,
    purpose: 'video',
    originalName: 'age.webm',
    storageKey: randomUUID(),
    declaredMime: 'video/webm',
    detectedMime: 'video/webm',
    size: 2048,
    status: 'processed',
    durationSeconds: 12,
    width: null,
    height: null,
    subjectType: null,
    subjectId: null,
    attachedAt: null,
  })
}

test.group('Age assurance flow (issue 13 §3, spec 002 §7–8)', () => {
  test('the toast: "must verify" before an upcoming session; video submitted → in review; staff approve → assured', async ({ client, assert }) => {
    const person = await makeUser({ birth: birthForAge(17) })
    assert.deepEqual(await toastsOf(client, person), [], 'no upcoming session: no toast')
    const { session } = await makeSession()
    assert.deepEqual(await registerForSession(session.id, person.id), { ok: true })
    assert.deepEqual((await toastsOf(client, person)).map((toast) => toast.props.kind), ['required'])
    assert.deepEqual(await toastsOf(client, await makeUser({ birth: birthForAge(25) })), [], 'an adult well past 18 is not asked')
    // Verify Age starts a check: while it is under way (the person is on the provider's page) the toast rests.
    await client.post('/verify-age/start').loginAs(person).withCsrfToken().withInertia().redirects(0)
    assert.deepEqual(await toastsOf(client, person), [])

    // An empty form is refused with the forms engine's message and stores nothing.
    const empty = await client.post('/verify-age').loginAs(person).withCsrfToken().accept('json').json({})
    empty.assertStatus(422)
    assert.isNull(await checkOf(person.id, 'submitted'))

    const video = await videoOf(person)
    const submitted = await client.post('/verify-age').loginAs(person).withCsrfToken().withInertia().json({ video: video.downloadUrl }).redirects(0)
    assert.include([302, 303], submitted.status())
    const check = await checkOf(person.id, 'submitted')
    assert.equal(check.video_url, video.downloadUrl)
    await video.refresh()
    assert.include(video.$attributes, { subjectType: 'age_assurance_check', subjectId: check.id })
    assert.deepEqual(await toastsOf(client, person), [], 'in review: no toast')

    const staff = await safetyStaff()
    const queue = await client.get('/admin/age-assurance').loginAs(staff).withInertia()
    assert.deepInclude(queue.inertiaProps.checks.map((item: any) => ({ id: item.id, age: item.age })), { id: check.id, age: 17 })
    await client.post(`/admin/age-assurance/${check.id}`).loginAs(staff).withCsrfToken().withInertia().json({ decision: 'assured' })
    assert.include(await ageAssuranceStatus(person.id), { role: 'assured', latest: 'assured', need: 'none' })
    const again = await client.post(`/admin/age-assurance/${check.id}`).loginAs(staff).withCsrfToken().withInertia().json({ decision: 'failed' })
    assert.equal(again.status(), 200)
    assert.include(await ageAssuranceStatus(person.id), { role: 'assured' }, 'a second decision changes nothing')
  })

})
