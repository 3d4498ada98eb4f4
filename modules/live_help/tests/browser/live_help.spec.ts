import { test } from '@japa/runner'
import { assertAccessible } from '#tests/helpers/accessibility'
import { resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import LiveHelpRequest from '../../models/live_help_request.js'
import { makeLiveHelpWorld, makeWorldLearner, makeWorldTutor } from '../factories.js'
import { switchUser } from '#tests/helpers/browser_pages'

/*
 * Issue 18 "Done when", in Chromium: a learner asks for live help, a tutor certified for the topic
 * picks it up into a session with a room, and the learner sees the session link.
 */
const QUESTION = 'How do I factor x^2 + 5x + 6? I keep getting the signs wrong.'

test.group('Live help in a real browser (issue 18 §1)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner asks, a tutor picks it up, the learner sees the session link', async ({ browserContext, assert }) => {
    const { world, topic } = await makeLiveHelpWorld()
    const learner = await makeWorldLearner(world.id)
    const tutor = await makeWorldTutor(world.id, topic.id)

    await browserContext.loginAs(learner)
    let page = await browserContext.newPage()
    await page.goto('/live-help')
    await page.getByRole('heading', { name: 'Ask for live help' }).waitFor()
    await assertAccessible(page)
    // The learner belongs to one world: it is chosen already.
    await page.getByRole('combobox', { name: /^Topic( \*)?$/ }).click()
    await page.getByRole('option', { name: topic.name }).click()
    await page.getByLabel(/^Your question/).fill(QUESTION)
    await page.getByRole('button', { name: 'Ask for help' }).click()
    await page.getByRole('heading', { name: 'Your current question' }).waitFor()
    const current = page.getByRole('article', { name: `${topic.name} · ${world.title}` }).first()
    await current.getByText('Waiting for a tutor').first().waitFor()
    await eventually(async () => (await LiveHelpRequest.query().where('user_id', learner.id).first()) !== null, 'the request')

    page = await switchUser(browserContext, page, tutor)
    await page.goto('/live-help?status=open')
    const card = page.getByRole('article', { name: `${topic.name} · ${world.title}` })
    await card.getByText(QUESTION).waitFor()
    await assertAccessible(page)
    await card.getByRole('button', { name: 'Pick up' }).click()
    await page.waitForURL(/\/session\/\d+$/)

    const stored = await LiveHelpRequest.query().where('user_id', learner.id).firstOrFail()
    assert.isNotNull(stored.sessionId)

    page = await switchUser(browserContext, page, learner)
    await page.goto('/live-help')
    const mine = page.getByRole('article', { name: `${topic.name} · ${world.title}` }).first()
    await mine.getByText('In progress').first().waitFor()
    const link = mine.getByRole('link', { name: 'Open the live help session' })
    await link.waitFor()
    assert.equal(await link.getAttribute('href'), `/session/${stored.sessionId}`)
    await assertAccessible(page)
  }).timeout(120_000)
})
