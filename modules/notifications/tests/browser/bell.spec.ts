import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { registerNotificationKind } from '#modules/notifications/index'
import Notification from '../../models/notification.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.browser.wave', {
  describe: (n) => ({ text: `${n.payload.actorName} waved at you`, href: '/notifications' }),
})

/** The browser's focused element is this one (the test runs without DOM types). */
const hasFocus = (locator: { evaluate(run: (element: unknown) => boolean): Promise<boolean> }) =>
  locator.evaluate((element) => element === (globalThis as any).document.activeElement)

const wave = (userId: number, actorName: string, notifyAt?: DateTime) =>
  notifyNow({ key: 'tests.browser.wave', userId, payload: { actorName }, notifyAt })

test.group('The notification bell in a real browser (issue 14 §2 bell menu, live updates)', () => {
  test('the count rises live, opening the bell by keyboard lists and clears it, Escape closes it', async ({ visit, browserContext, assert }) => {
    const ada = await makeUser()
    await wave(ada.id, 'Ben', DateTime.utc().minus({ minutes: 3 }))
    await browserContext.loginAs(ada)
    const page = await visit('/dashboard')
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await bell.and(page.getByLabel('Notifications, 1 unread')).waitFor()

    // Someone acts while Ada's page is open: the badge follows without a reload.
    await wave(ada.id, 'Cy')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor()
    assert.equal(await page.getByText('2', { exact: true }).count(), 1)

    // Keyboard only: Tab reaches the bell, Enter opens it.
    let focused = false
    for (let i = 0; i < 40 && !focused; i++) {
      await page.keyboard.press('Tab')
      focused = await hasFocus(bell)
    }
    assert.isTrue(focused, 'Tab reaches the bell')
    await page.keyboard.press('Enter')
    const popover = page.getByRole('dialog', { name: 'Notifications' })
    await popover.getByText('Cy waved at you').waitFor()
    await popover.getByText('Ben waved at you').waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    await eventually(async () => (await Notification.query().where('user_id', ada.id)).length === 2, 'the notifications')
    await page.keyboard.press('Escape')
    await popover.waitFor({ state: 'hidden' })
    assert.isTrue(await hasFocus(bell), 'focus returns to the bell')

    // Reloading keeps it cleared (viewed on the server).
    await page.reload()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
  })

  test('clicking a notification records the click and follows its link; See all opens the page', async ({ visit, browserContext, assert }) => {
    const ada = await makeUser()
    const notification = await wave(ada.id, 'Dee')
    await browserContext.loginAs(ada)
    const page = await visit('/dashboard')
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click()
    await page.getByRole('link', { name: /Dee waved at you/ }).click()
    await page.waitForURL(/\/notifications$/)
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await notification.refresh()
    assert.isNotNull(notification.clickedAt)

    await page.getByRole('button', { name: 'Notifications', exact: true }).click()
    await page.getByRole('link', { name: 'See all' }).click()
    await page.waitForURL(/\/notifications$/)
  })
})
