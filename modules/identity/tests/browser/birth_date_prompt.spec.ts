import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { User } from '#modules/identity/index'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import { sqlTime } from '#app/support/database/values'
import { eventually } from '#tests/helpers/wait'

/*
 * Blocking prompt 1 in a real browser (spec 000 §2.4; spec 001 §4.6 "choose month and year,
 * confirm approximate age, then Save or Change"). ATTENDANCE_SCREENSHOTS=<dir> saves each step
 * at 360 and 1280 px.
 */
const shots = process.env.ATTENDANCE_SCREENSHOTS

async function screenshot(page: Page, name: string) {
  if (!shots) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `${shots}/${name}_${width}.png` })
  }
}

test.group('Birth-date prompt in a real browser (spec 000 §2.4 prompt 1)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('month and year, "You are about N years old", Change, Save: the modal closes and the date is stored', async ({ browserContext, assert }) => {
    const made = await makeUser()
    await db.from('users').where('id', made.id).update({ date_of_birth: null, created_at: sqlTime(DateTime.utc().minus({ days: 400 })) })
    await browserContext.loginAs(await User.findOrFail(made.id))
    const page = await browserContext.newPage()
    await page.goto('/explore')
    const dialog = page.getByRole('dialog', { name: 'Confirm your birth month and year' })
    await dialog.waitFor()
    // It cannot be dismissed without an answer.
    await page.keyboard.press('Escape')
    assert.isTrue(await dialog.isVisible())

    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('Birth date: month and year both required').waitFor()
    await screenshot(page, 'birth_date_prompt_required')

    const year = DateTime.utc().year - 16
    await dialog.getByRole('combobox', { name: /^Birth month/ }).click()
    await page.getByRole('option', { name: 'January' }).click()
    await dialog.getByRole('combobox', { name: /^Birth year/ }).fill(String(year))
    await page.getByRole('option', { name: String(year) }).click()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByText('You are about 16 years old').waitFor()
    await screenshot(page, 'birth_date_prompt_confirm')
    await dialog.getByRole('button', { name: 'Change' }).click()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })

    await eventually(async () => (await User.findOrFail(made.id)).dateOfBirth?.toISODate() === `${year}-01-01`, 'the stored date of birth')
  }).timeout(60_000)
})
