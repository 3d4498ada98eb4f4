import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeSession } from '../factories.js'

async function signIn(page: any, username: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboard|\/tutor/)
}

test.group('Sessions in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner finds a session on Explore and registers for it', async ({ visit, assert }) => {
    const title = `Quadratics together ${Date.now().toString(36)}`
    const { session } = await makeSession({ title, maxLearners: 5 })
    const learner = await makeLearner()
    const page = await visit('/login')
    await signIn(page, learner.username)

    await page.goto('/explore')
    await page.getByRole('link', { name: title }).click()
    await page.waitForURL(new RegExp(`/session/${session.id}$`))
    await page.getByRole('button', { name: 'Register', exact: true }).click()

    let registration = null
    for (let attempt = 0; attempt < 40 && !registration; attempt++) {
      registration = await db.from('session_registrations').where({ session_id: session.id, user_id: learner.id }).whereNull('deleted_at').first()
      if (!registration) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.exists(registration)
    const row = await db.from('tutoring_sessions').where('id', session.id).select('seats_taken').first()
    assert.equal(Number(row.seats_taken), 1)
  })

  test('a tutor schedules a session', async ({ visit, assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'challenge', { name: `Logarithms ${Date.now().toString(36)}` })
    const world = await makeWorld('public', { courseId: course.id })
    const tutor = await makeTutor()
    const page = await visit('/login')
    await signIn(page, tutor.username)

    await page.goto(`/session/new?world=${world.slug}`)
    await page.getByPlaceholder('Choose a topic you can tutor').click()
    await page.getByRole('option', { name: topic.name }).click()
    const title = `Log rules in 60 minutes ${Date.now().toString(36)}`
    await page.getByLabel(/^Title( \*)?$/).fill(title)
    await page.getByLabel(/^Description( \*)?$/).fill('We will practise the product, quotient and power rules.')
    const start = DateTime.utc().plus({ days: 3 }).set({ hour: 17, minute: 0 })
    await page.getByLabel(/^Start( \*)?$/).fill(start.toFormat("yyyy-MM-dd'T'HH:mm"))
    await page.getByLabel(/^End( \*)?$/).fill(start.plus({ hours: 1 }).toFormat("yyyy-MM-dd'T'HH:mm"))
    await page.getByLabel(/^Maximum learners( \*)?$/).fill('8')
    await page.getByRole('button', { name: 'Schedule session' }).click()

    await page.waitForURL(/\/session\/\d+$/)
    const created = await db.from('tutoring_sessions').where('title', title).first()
    assert.exists(created)
    assert.equal(created.user_id, tutor.id)
    assert.equal(created.topic_id, topic.id)
    assert.equal(Number(created.max_learners), 8)
    await page.assertTextContains('h1', title)
  })
})
