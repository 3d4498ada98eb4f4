import { test } from '@japa/runner'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { registerNotificationKind } from '#modules/notifications/index'
import { storedPreferences } from '../../queries/preferences.js'
import { notifyNow } from '../helpers.js'

registerNotificationKind('tests.browser.news', {
  label: 'Club news',
  channels: { email: true, sms: true },
  describe: (n) => ({ text: `${n.payload.actorName} posted club news`, href: '/notifications' }),
})

test.group('Notification settings and the page in a real browser (issue 14 §2)', () => {
  test('the bell counts, the page lists and clears it; a switch saved on /settings/notifications persists', async ({ visit, browserContext, assert }) => {
    const ada = await makeUser({ birth: birthForAge(16) })
    await notifyNow({ key: 'tests.browser.news', userId: ada.id, payload: { actorName: 'Ben' } })
    await browserContext.loginAs(ada)

    const page = await visit('/dashboard')
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor()
    await page.goto('/notifications')
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor()
    await page.getByText('Ben posted club news').waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()

    await page.goto('/settings/notifications')
    const sms = page.getByRole('checkbox', { name: 'Club news: Text message' })
    const email = page.getByRole('checkbox', { name: 'Club news: Email' })
    assert.isFalse(await sms.isChecked(), 'a minor’s text messages start off')
    assert.isTrue(await email.isChecked())
    await email.uncheck()
    await page.getByRole('button', { name: 'Save where they reach you' }).click()
    await page.getByText('Your notification preferences were saved.').waitFor()
    await page.reload()
    assert.isFalse(await page.getByRole('checkbox', { name: 'Club news: Email' }).isChecked())
    assert.deepEqual([...(await storedPreferences(ada.id))].filter(([key]) => key.startsWith('tests.browser.news')).sort(), [
      ['tests.browser.news:email', false],
      ['tests.browser.news:in_app', true],
      ['tests.browser.news:sms', false],
    ])

    // The phone form is labelled and reachable; a bad number gets its message.
    await page.getByLabel('Mobile number').fill('123')
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/settings/phone'),
      page.getByRole('button', { name: 'Send code' }).click(),
    ])
    // A loaded machine (the whole suite runs in one process) may take a while to render the answer.
    await page.getByText('Please enter a phone number of 10 to 15 digits, with the country code.').waitFor({ timeout: 60_000 })
  }).timeout(120_000)
})
