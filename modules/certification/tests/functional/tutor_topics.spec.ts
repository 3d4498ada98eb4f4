import { test } from '@japa/runner'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeRequest, passTutorQuiz } from '../factories.js'

type TopicRow = { id: number; name: string; status: string }

test.group('/tutor/{type}/{slug}/{subpage?} (spec 000 §2.2, a subpage is certify; spec 001 §4.5 statuses)', () => {
  test('a course lists its active topics with the viewer’s state; /certify leaves out the certified ones', async ({ client, assert }) => {
    const course = await makeCourse()
    const [certified, pending, waiting, fresh] = [await makeTopic(course.id, 'unit'), await makeTopic(course.id, 'unit'), await makeTopic(course.id, 'unit'), await makeTopic(course.id, 'challenge')]
    const inactive = await makeTopic(course.id, 'unit', { active: false })
    const tutor = await makeTutor()
    await makeRequest(tutor.id, certified.id, 'approved')
    await makeRequest(tutor.id, pending.id, 'ready')
    await makeRequest(tutor.id, waiting.id, 'submitted')
    // Another tutor's certification says nothing about this viewer's.
    await makeRequest((await makeTutor()).id, fresh.id, 'approved')

    const page = await client.get(`/tutor/course/${course.slug}`).withInertia().loginAs(tutor)
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.equal(props.scope.title, course.name)
    assert.isNull(props.subpage)
    const status = Object.fromEntries((props.topics as TopicRow[]).map((topic) => [topic.id, topic.status]))
    assert.deepEqual(status, { [certified.id]: 'approved', [pending.id]: 'pending', [waiting.id]: 'not-ready-for-review', [fresh.id]: 'none' })
    assert.notProperty(status, String(inactive.id))
    assert.equal(props.total, 4)
    assert.equal(props.certified, 1)

    const certify = (await client.get(`/tutor/course/${course.slug}/certify`).withInertia().loginAs(tutor)).inertiaProps as any
    assert.equal(certify.subpage, 'certify')
    assert.sameMembers((certify.topics as TopicRow[]).map((topic) => topic.id), [pending.id, waiting.id, fresh.id])
    assert.equal(certify.certified, 1)
  })

  test('a world lists its course’s topics and keeps the world for the certify links', async ({ client, assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const world = await makeWorld('public', { courseId: course.id })
    const tutor = await makeTutor()
    const props = (await client.get(`/tutor/world/${world.slug}`).withInertia().loginAs(tutor)).inertiaProps as any
    assert.deepEqual(props.scope, { type: 'world', slug: world.slug, title: world.title, worldSlug: world.slug })
    assert.deepEqual((props.topics as TopicRow[]).map((row) => row.id), [topic.id])

    const bare = await makeWorld('public')
    const empty = (await client.get(`/tutor/world/${bare.slug}/certify`).withInertia().loginAs(tutor)).inertiaProps as any
    assert.deepEqual(empty.topics, [])
    assert.equal(empty.total, 0)
  })

  test('a membership world exists only for its members (404 otherwise)', async ({ client, assert }) => {
    const course = await makeCourse()
    await makeTopic(course.id, 'unit')
    const world = await makeWorld('membership', { courseId: course.id })
    const outsider = await makeTutor()
    const member = await makeTutor()
    await makeMember(member.id, world.id)
    assert.equal((await client.get(`/tutor/world/${world.slug}`).withInertia().loginAs(outsider)).status(), 404)
    assert.equal((await client.get(`/tutor/world/${world.slug}`).withInertia().loginAs(member)).status(), 200)
  })

  test('unknown type, slug or subpage: 404', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const course = await makeCourse()
    for (const url of ['/tutor/course/no-such-course', '/tutor/world/no-such-world/certify', `/tutor/school/${course.slug}`, `/tutor/course/${course.slug}/review`]) {
      assert.equal((await client.get(url).withInertia().loginAs(tutor)).status(), 404, url)
    }
  })

  test('visitors go to sign in; a member not yet approved is refused', async ({ client, assert }) => {
    const course = await makeCourse()
    const visitor = await client.get(`/tutor/course/${course.slug}`).withInertia().redirects(0)
    assert.equal(visitor.status(), 401, 'the sign-in screen')
    const unapproved = await makeUser({ roles: [] })
    assert.equal((await client.get(`/tutor/course/${course.slug}`).withInertia().loginAs(unapproved)).status(), 403)
  })

  test('the page says "Take the tutor quiz first" until the quiz is passed', async ({ client, assert }) => {
    const course = await makeCourse()
    const tutor = await makeTutor()
    const get = async () => ((await client.get(`/tutor/course/${course.slug}`).withInertia().loginAs(tutor)).inertiaProps as any).quizCleared
    assert.isFalse(await get())
    await passTutorQuiz(tutor.id)
    assert.isTrue(await get())
  })
})
