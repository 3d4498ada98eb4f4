import { test } from '@japa/runner'
import { publicLists } from '#app/support/cache/public_lists'
import { withPublicListCache } from '#tests/helpers/public_cache'
import { makeLearner } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { makeCourse, makeTopic } from '../factories.js'

/*
 * Course pages from the public list cache (issue 19 goal 3; spec 000 §2.2 /course/{slug},
 * /course/all): the course, its topics and worlds are shared by every viewer; which topics a
 * learner follows is read per request. An edit to a course or topic (the models' hooks) shows on
 * the next request. The cache is off under NODE_ENV=test by default; this file switches it on.
 */
test.group('Public list cache: course pages (issue 19)', (group) => {
  withPublicListCache(group)
  const { measure } = queryCounter(group)

  test('a second visitor request reads nothing of its own; a course or topic edit shows at once', async ({ client, assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const path = `/course/${course.slug}`
    // Smallest of three runs each (with Redis a worker in this process runs queries too); the
    // uncached runs empty the cache first.
    const uncached = (url: string) => async () => {
      await publicLists.clear()
      await client.get(url).withInertia()
    }
    const first = await measure(uncached(path))
    const second = await measure(() => client.get(path).withInertia())
    const allFirst = await measure(uncached('/course/all'))
    const allSecond = await measure(() => client.get('/course/all').withInertia())
    console.log(`statements: /course/:slug uncached ${first}, cached ${second}; /course/all uncached ${allFirst}, cached ${allSecond}`)
    assert.isAbove(first, second)
    assert.equal(second, 0)
    assert.equal(allSecond, 0)
    course.name = `Renamed ${course.slug}`
    await course.save()
    assert.equal((await client.get(path).withInertia()).inertiaProps.course.name, course.name)
    const all = await client.get('/course/all').withInertia()
    assert.include(all.inertiaProps.courses.map((c: any) => c.name), course.name)
    topic.name = `Renamed topic ${topic.id}`
    await topic.save()
    assert.equal((await client.get(path).withInertia()).inertiaProps.topics.find((t: any) => t.id === topic.id).name, topic.name)
  })

  test('a learner\'s follow state is their own; a visitor after them sees none', async ({ client, assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const path = `/course/${course.slug}`
    assert.isFalse((await client.get(path).withInertia()).inertiaProps.topics[0].following)
    const learner = await makeLearner()
    ;(await client.post(`/topics/${topic.id}/follow`).withCsrfToken().loginAs(learner).accept('json')).assertStatus(200)
    const mine = await client.get(path).withInertia().loginAs(learner)
    assert.isTrue(mine.inertiaProps.topics.find((t: any) => t.id === topic.id).following)
    assert.isTrue(mine.inertiaProps.signedIn)
    const visitor = await client.get(path).withInertia()
    assert.isFalse(visitor.inertiaProps.topics.find((t: any) => t.id === topic.id).following)
    assert.isFalse(visitor.inertiaProps.signedIn)
  })

  test('an unknown course stays the 404 page, and a course created later is found', async ({ client }) => {
    const slug = `later-${Date.now().toString(36)}`
    ;(await client.get(`/course/${slug}`).withInertia()).assertStatus(404)
    await makeCourse({ slug })
    ;(await client.get(`/course/${slug}`).withInertia()).assertStatus(200)
  })
})
