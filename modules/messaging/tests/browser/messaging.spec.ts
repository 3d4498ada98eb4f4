import { test } from '@japa/runner'
import { birthForAge, makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { MESSAGING_MESSAGES } from '../../shared/index.js'
import { blockUser } from '../../actions/block_user.js'
import { direct, group, sharedSession } from '../factories.js'

/*
 * issue 14 Done when: "two users of one session chat live, the other sees the unread count rise
 * without reload; a blocked user cannot message" (two browser contexts, no reload).
 */
test.group('Messaging in a real browser', () => {
  test('a host and a learner of one session chat in its group; the learner’s badge rises without a reload', async ({ browser, browserContext, visit, assert }) => {
    const [host, learner] = [await makeTutor(), await makeLearner()]
    await host.merge({ name: 'Hana Host' }).save()
    await learner.merge({ name: 'Leo Learner' }).save()
    const session = await sharedSession(host, [learner])
    const { externalUuid } = await group('session', session.id)

    // The learner sits on their inbox, nothing open.
    await browserContext.loginAs(learner)
    const learnerPage = await visit('/messages')
    const badge = learnerPage.getByTestId('messages-badge')
    await badge.waitFor()
    assert.equal(await badge.getAttribute('data-unread'), '0')

    // The host, in another browser, writes in the group.
    const hostContext = await browser.newContext()
    try {
      await (hostContext as any).loginAs(host)
      const hostPage = await hostContext.newPage()
      await hostPage.goto(new URL(`/messages#${externalUuid}`, learnerPage.url()).toString())
      await hostPage.getByRole('textbox', { name: 'Your message' }).click()
      await hostPage.keyboard.type('Welcome! Bring your questions on fractions.')
      await hostPage.getByRole('button', { name: 'Send' }).click()
      await hostPage.getByTestId('message').filter({ hasText: 'Bring your questions' }).waitFor()

      // The learner's badge and list change without a reload; opening the conversation reads it.
      await learnerPage.locator('[data-testid="messages-badge"][data-unread="1"]').waitFor({ timeout: 10_000 })
      await learnerPage.getByRole('link', { name: /\(group\)/ }).click()
      await learnerPage.getByTestId('message').filter({ hasText: 'Bring your questions' }).waitFor()
      await learnerPage.locator('[data-testid="messages-badge"][data-unread="0"]').waitFor({ timeout: 10_000 })

      // The learner answers; the host's open conversation shows it live.
      await learnerPage.getByRole('textbox', { name: 'Your message' }).click()
      await learnerPage.keyboard.type('Thank you, see you there')
      await learnerPage.getByRole('button', { name: 'Send' }).click()
      await hostPage.getByTestId('message').filter({ hasText: 'see you there' }).waitFor({ timeout: 10_000 })
    } finally {
      await hostContext.close()
    }
  })

  test('a blocked person cannot message: the composer is replaced by the refusal', async ({ browserContext, visit }) => {
    const [host, learner] = [await makeTutor(), await makeLearner()]
    await sharedSession(host, [learner])
    const { externalUuid } = await direct(host, learner)
    await blockUser(host.id, learner.id)
    await browserContext.loginAs(learner)
    const page = await visit(`/messages#${externalUuid}`)
    await page.getByText(MESSAGING_MESSAGES.cannotMessage).waitFor()
    if ((await page.getByRole('textbox', { name: 'Your message' }).count()) !== 0) throw new Error('the composer is still there')
  })

  test('the writer edits a message by keyboard; safety staff see the earlier version on review (issue 14)', async ({ browserContext, visit }) => {
    const [host, learner] = [await makeTutor(), await makeLearner()]
    const session = await sharedSession(host, [learner])
    const { externalUuid } = await group('session', session.id)
    await browserContext.loginAs(host)
    const page = await visit(`/messages#${externalUuid}`)
    await page.getByRole('textbox', { name: 'Your message' }).click()
    await page.keyboard.type('We meet at 5')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByTestId('message').filter({ hasText: 'We meet at 5' }).waitFor()
    await page.getByRole('button', { name: 'Edit your message' }).click()
    await page.getByRole('textbox', { name: 'Edit your message' }).press('End')
    await page.keyboard.type(':30')
    await page.getByRole('button', { name: 'Save edit' }).click()
    await page.getByTestId('message').filter({ hasText: 'We meet at 5:30' }).getByText('edited').waitFor()

    const safety = await makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', 'admin:safety'] })
    await page.close()
    await browserContext.clearCookies()
    await browserContext.loginAs(safety)
    const review = await visit(`/messages/review/${externalUuid}`)
    await review.getByText(/^Earlier version, replaced/).waitFor()
    await review.getByText('We meet at 5', { exact: true }).waitFor()
  })
})
