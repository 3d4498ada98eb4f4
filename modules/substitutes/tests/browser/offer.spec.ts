import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { assertAccessible } from '#tests/helpers/accessibility'
import { patient } from '#tests/helpers/browser_pages'
import { resetRateLimits } from '#tests/helpers/users'
import { makeOffers, makeOnlineTutor } from '../factories.js'

/* issue 18 substitute broadcast, in Chromium: the offered tutor reads the offer and steps in; the session page follows. */
test.group('Substitute offer in a real browser (issue 18)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the offered tutor accepts and lands on the session page as a host', async ({ browserContext, assert }) => {
    const tutor = await makeOnlineTutor()
    const { session, offerIds } = await makeOffers([tutor])
    await browserContext.loginAs(tutor)
    const page = patient(await browserContext.newPage())
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(`/substitute/${offerIds[0]}`)
    await page.getByRole('heading', { name: 'Host this session now?', level: 1 }).waitFor()
    await page.getByRole('heading', { name: session.title, level: 2 }).waitFor()
    await assertAccessible(page)
    await page.getByRole('button', { name: 'I’ll host it now' }).click()
    await page.waitForURL(new RegExp(`/session/${session.id}$`))
    const row = await db.from('session_hosts').where('session_id', session.id).where('user_id', tutor.id).whereNull('deleted_at').first()
    assert.isNotNull(row?.approved_at ?? null)
  })
})
