import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import { makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import TopicFollow from '../../models/topic_follow.js'
import { makeCourse, makeTopic } from '../factories.js'

/** Records logger.warn calls while `run` executes (the server runs in this process). */
async function capturingWarnings(run: () => Promise<void>) {
  const warnings: unknown[][] = []
  const original = logger.warn.bind(logger)
  ;(logger as any).warn = (...args: unknown[]) => {
    warnings.push(args)
    return (original as any)(...args)
  }
  try {
    await run()
  } finally {
    ;(logger as any).warn = original
  }
  return warnings
}

/* spec 000 §2.2 "/course/{slug}, /course/all"; spec 001 §3.3 course, topic, topic_follow. */
test.group('Course pages', () => {
  test('/course/all lists every course with its active topic count, for visitors and learners', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Geometry Basics', domain: 'Math', weight: -1000 })
    await makeTopic(course.id, 'unit')
    await makeTopic(course.id, 'challenge')
    await makeTopic(course.id, 'unit', { active: false })
    const learner = await makeUser()
    for (const user of [null, learner]) {
      const request = client.get('/course/all').withInertia()
      const response = await (user ? request.loginAs(user) : request)
      response.assertStatus(200)
      response.assertInertiaComponent('catalog/all_courses')
      assert.deepInclude(response.inertiaProps.courses, { slug: course.slug, name: 'Geometry Basics', domain: 'Math', topicCount: 2 })
    }
  })

  test('/course/:slug shows active topics grouped by type; visitors get no follow state', async ({ client, assert }) => {
    const course = await makeCourse({ name: 'Statistics' })
    const skill = await makeTopic(course.id, 'challenge', { name: 'Mean and median' })
    const unit = await makeTopic(course.id, 'unit', { name: 'Distributions' })
    const retired = await makeTopic(course.id, 'unit', { name: 'Retired unit', active: false })
    const response = await client.get(`/course/${course.slug}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/course')
    response.assertInertiaPropsContains({ course: { slug: course.slug, name: 'Statistics' }, signedIn: false, topicsMeta: { total: 2 } })
    const types = response.inertiaProps.topicTypes as Array<{ type: string }>
    assert.deepEqual(types.map((g) => g.type), ['challenge', 'unit'])
    const topics = response.inertiaProps.topics as Array<{ id: number; type: string }>
    assert.deepEqual(topics.map((t) => t.type), ['challenge', 'unit'])
    const ids = topics.map((t) => t.id)
    assert.sameMembers(ids, [skill.id, unit.id])
    assert.notInclude(ids, retired.id)
  })

  test('a learner sees which topics they follow', async ({ client, assert }) => {
    const course = await makeCourse()
    const followed = await makeTopic(course.id, 'unit')
    const other = await makeTopic(course.id, 'unit')
    const learner = await makeUser()
    await TopicFollow.create({ userId: learner.id, topicId: followed.id })
    const response = await client.get(`/course/${course.slug}`).withInertia().loginAs(learner)
    response.assertInertiaPropsContains({ signedIn: true })
    const topics = response.inertiaProps.topics
    assert.isTrue(topics.find((t: any) => t.id === followed.id).following)
    assert.isFalse(topics.find((t: any) => t.id === other.id).following)
  })

  test('the course page links the public worlds studying it, never hidden ones', async ({ client, assert }) => {
    const course = await makeCourse()
    const open = await makeWorld('public', { title: 'Open world', courseId: course.id })
    await makeWorld('membership', { title: 'Hidden world', courseId: course.id })
    await makeWorld('unlisted', { title: 'Quiet world', courseId: course.id })
    const response = await client.get(`/course/${course.slug}`).withInertia()
    assert.deepEqual(response.inertiaProps.worlds, [{ slug: open.slug, title: 'Open world' }])
  })

  test('/course/null logs "Invalid course slug" and shows the 404 page', async ({ client, assert }) => {
    let status = 0
    let component = ''
    const warnings = await capturingWarnings(async () => {
      const response = await client.get('/course/null').withInertia()
      status = response.status()
      component = response.body().component
    })
    assert.equal(status, 404)
    assert.equal(component, 'errors/not_found')
    assert.isTrue(warnings.some((args) => args.includes('Invalid course slug')))
  })

  test('an unknown or deleted course is the 404 page, without the null warning', async ({ client, assert }) => {
    const deleted = await makeCourse()
    await deleted.softDelete()
    const warnings = await capturingWarnings(async () => {
      for (const path of ['/course/no-such-course', `/course/${deleted.slug}`]) {
        const response = await client.get(path).withInertia()
        response.assertStatus(404)
        response.assertInertiaComponent('errors/not_found')
      }
    })
    assert.isFalse(warnings.some((args) => args.includes('Invalid course slug')))
  })
})

test.group('Topic follows', () => {
  test('a visitor is asked to sign in (401)', async ({ client }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const follow = await client.post(`/topics/${topic.id}/follow`).withCsrfToken().withInertia()
    follow.assertStatus(401)
    follow.assertInertiaPropsContains({ code: 'not_logged_in' })
    const unfollow = await client.delete(`/topics/${topic.id}/follow`).withCsrfToken().withInertia()
    unfollow.assertStatus(401)
  })

  test('an unverified account cannot follow (403 email_not_verified)', async ({ client }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const user = await makeUser({ verified: false, onboarded: false })
    const response = await client.post(`/topics/${topic.id}/follow`).withCsrfToken().withInertia().loginAs(user)
    response.assertStatus(403)
    response.assertInertiaPropsContains({ code: 'email_not_verified' })
  })

  test('a learner follows (once, however often) and unfollows a topic', async ({ client, assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    const learner = await makeUser()
    const follows = () => TopicFollow.query().where('user_id', learner.id).where('topic_id', topic.id)

    const first = await client
      .post(`/topics/${topic.id}/follow`)
      .header('referer', `/course/${course.slug}`)
      .withCsrfToken()
      .loginAs(learner)
      .redirects(0)
    first.assertStatus(302)
    first.assertHeader('location', `/course/${course.slug}`)
    const second = await client.post(`/topics/${topic.id}/follow`).withCsrfToken().loginAs(learner).accept('json')
    second.assertBodyContains({ topicId: topic.id, following: true })
    assert.lengthOf(await follows(), 1)

    const unfollow = await client.delete(`/topics/${topic.id}/follow`).withCsrfToken().loginAs(learner).accept('json')
    unfollow.assertStatus(200)
    unfollow.assertBodyContains({ following: false })
    assert.lengthOf(await follows(), 0)
  })

  test('an inactive, deleted or unknown topic cannot be followed (404)', async ({ client, assert }) => {
    const course = await makeCourse()
    const inactive = await makeTopic(course.id, 'unit', { active: false })
    const deleted = await makeTopic(course.id, 'unit')
    await deleted.softDelete()
    const learner = await makeUser()
    for (const id of [inactive.id, deleted.id, 987_654_321]) {
      const response = await client.post(`/topics/${id}/follow`).withCsrfToken().withInertia().loginAs(learner)
      response.assertStatus(404)
    }
    assert.lengthOf(await TopicFollow.query().where('user_id', learner.id), 0)
    const notANumber = await client.post('/topics/abc/follow').withCsrfToken().withInertia().loginAs(learner)
    notANumber.assertStatus(404)
  })

  test('a topic of a deleted course cannot be followed (404)', async ({ client }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'unit')
    await course.softDelete()
    const learner = await makeUser()
    const response = await client.post(`/topics/${topic.id}/follow`).withCsrfToken().withInertia().loginAs(learner)
    response.assertStatus(404)
  })
})
