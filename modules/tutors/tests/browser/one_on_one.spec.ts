import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { assertAccessible } from '#tests/helpers/accessibility'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { SessionRegistration } from '#modules/tutoring/index'
import SessionRequest from '../../models/session_request.js'
import { makeListedTutor, makeTopicWithWorld } from '../factories.js'
import { switchUser } from '#tests/helpers/browser_pages'

/*
 * Issue 18 "Done when", in Chromium: a learner finds a tutor in /explore/tutors, requests a
 * one-on-one, and the tutor schedules it from /dashboard/one-on-one (a platform session the
 * learner is registered for).
 */
test.group('One-on-ones in a real browser (issue 18 §2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner requests a one-on-one and the tutor schedules it', async ({ browserContext, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'Algebra is my favourite puzzle.' })
    const learner = await makeLearner()

    await browserContext.loginAs(learner)
    let page = await browserContext.newPage()
    await page.goto(`/explore/tutors?topic=${topic.id}`)
    const card = page.getByRole('article', { name: tutor.name })
    await card.getByText('Algebra is my favourite puzzle.').waitFor()
    await assertAccessible(page)
    await card.getByRole('button', { name: 'Request a one-on-one' }).click()
    await card.getByLabel(/^What do you need help with\?/).fill('I keep getting stuck when factoring quadratics.')
    await card.getByRole('button', { name: 'Send request' }).click()
    await page.waitForURL(/\/dashboard\/one-on-one$/)
    await page.getByRole('article', { name: `${topic.name} with ${tutor.name}` }).getByText('Open', { exact: true }).waitFor()
    await assertAccessible(page)

    page = await switchUser(browserContext, page, tutor)
    await page.goto('/dashboard/one-on-one')
    const request = page.getByRole('article', { name: new RegExp(`^${topic.name}: `) })
    await request.getByText('I keep getting stuck when factoring quadratics.').waitFor()
    await request.getByRole('button', { name: 'Schedule' }).click()
    const start = DateTime.utc().plus({ days: 3 }).set({ hour: 16, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm")
    await request.getByLabel(/^Start/).fill(start)
    await request.getByRole('button', { name: 'Create session' }).click()
    await request.getByText('Scheduled', { exact: true }).waitFor()
    await request.getByRole('link', { name: 'Open the session' }).waitFor()

    await eventually(async () => (await SessionRequest.query().where({ userId: learner.id, tutorUserId: tutor.id, status: 'scheduled' }).first()) !== null, 'the scheduled request')
    const stored = await SessionRequest.query().where({ userId: learner.id, tutorUserId: tutor.id }).firstOrFail()
    assert.isNotNull(stored.sessionId)
    assert.isNotNull(await SessionRegistration.query().where({ sessionId: stored.sessionId!, userId: learner.id }).whereNull('deleted_at').first())
  }).timeout(120_000)
})
