import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { makeSession } from '#modules/tutoring/tests/factories'
import { assertAccessible } from '#tests/helpers/accessibility'
import { screenshotWidths } from '#tests/helpers/screenshots'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { ContentFlag } from '#modules/safety/index'
import { SAFETY_MESSAGES } from '#modules/safety/shared/index'

/*
 * A report's path in Chromium (issue 13 §1, issue 10 §2): a learner reports a session through the
 * dialog (keyboard and mouse), then safety staff find it first in the Moderation queue and
 * dismiss it. It lives here, not in modules/safety, because it needs tutoring's sessions (a higher
 * layer). SAFETY_SCREENSHOTS=<dir> saves the dialog and the queue at 360 px and 1280 px.
 */
const shots = process.env.SAFETY_SCREENSHOTS

const screenshot = (page: Page, name: string) => screenshotWidths(page, shots, name)

test.group('Reports of content in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner reports a session; safety staff see it in the queue and dismiss it', async ({ browserContext, assert }) => {
    const title = `Suspicious session ${Date.now().toString(36)}`
    const { session } = await makeSession({ title })
    const learner = await makeLearner()
    await browserContext.loginAs(learner)
    const page = await browserContext.newPage()
    await page.goto(`/session/${session.id}`)

    await page.getByRole('button', { name: 'Report this session' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report a concern' })
    await dialog.waitFor()
    // Sending without a reason is refused in place.
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await dialog.getByText(SAFETY_MESSAGES.chooseReason).waitFor()
    // The reasons are a radio group: arrow keys move between them.
    await dialog.getByRole('radio', { name: 'Suicide or self-harm' }).check()
    // Sessions are not hidden on a report: the dialog does not claim they are.
    await dialog.getByText(SAFETY_MESSAGES.reviewedFirst).waitFor()
    assert.equal(await dialog.getByText(SAFETY_MESSAGES.hiddenWhileReviewed).count(), 0)
    await dialog.getByText(SAFETY_MESSAGES.getHelpNow).waitFor()
    await page.keyboard.press('ArrowDown')
    assert.isTrue(await dialog.getByRole('radio', { name: 'Threats or violence' }).isChecked())
    assert.equal(await dialog.getByText(SAFETY_MESSAGES.getHelpNow).count(), 0)
    await dialog.getByLabel('Details (optional)').fill('The host asked everyone for their phone numbers.')
    await assertAccessible(page)
    await screenshot(page, 'report_dialog')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await page.getByText(SAFETY_MESSAGES.thanks).waitFor()
    await screenshot(page, 'report_thanks')

    const flag = await ContentFlag.query().where('content_type', 'session').where('subject_id', session.id).firstOrFail()
    assert.include(flag.$attributes, { userId: learner.id, category: 'threatening-violence', severity: 'high', content: title, link: `/session/${session.id}` })
    await page.getByRole('dialog').getByText('Close', { exact: true }).click()

    // Safety staff: the queue shows the report first (high severity) and dismisses it.
    await browserContext.clearCookies()
    await browserContext.loginAs(await makeUser({ roles: ['approved', 'admin:basic', 'admin:safety'] }))
    const staffPage = await browserContext.newPage()
    await staffPage.goto('/admin/moderation')
    const card = staffPage.getByRole('article', { name: 'Threats or violence' }).filter({ hasText: title })
    await card.waitFor()
    await card.getByText('The host asked everyone for their phone numbers.').waitFor()
    await card.getByText(`Reported by ${learner.displayName}`).waitFor()
    await assertAccessible(staffPage)
    await screenshot(staffPage, 'moderation_queue')
    await card.getByLabel('Note (optional)').fill('Spoke with the host; numbers were for a study group.')
    await card.getByRole('button', { name: 'Dismiss' }).click()
    await eventually(async () => (await ContentFlag.findOrFail(flag.id)).status === 'dismissed', 'the flag dismissed')
    await staffPage.getByText('No open reports. All clear.').or(staffPage.getByText('Report dismissed.')).first().waitFor()
    const stored = await ContentFlag.findOrFail(flag.id)
    assert.equal(stored.reviewNote, 'Spoke with the host; numbers were for a study group.')
    await staffPage.goto('/admin/moderation?status=dismissed')
    await staffPage.getByRole('article').filter({ hasText: title }).getByText(/^Dismissed by/).waitFor()
    await screenshot(staffPage, 'moderation_dismissed')
  })
})
