import { test } from '@japa/runner'
import { assertAccessible } from '#tests/helpers/accessibility'
import { makeUser, resetRateLimits } from '#tests/helpers/users'
import ProgramEmailTemplate from '../../models/program_email_template.js'

/*
 * Program Emails in Chromium (spec 000 §2.6 program/emails; issue 17 §4): the edit page's live
 * preview follows the form, an empty subject is refused with its message, a valid save is stored;
 * axe passes on it and on the list at 1280 px and 360 px.
 */
const superAdmin = () => makeUser({ roles: ['approved', 'admin:basic', 'admin:super'] })

test.group('Program Emails in a browser (issue 17 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the preview fills the placeholders as staff type; an empty subject is refused; a save is stored', async ({ browserContext, assert }) => {
    await browserContext.loginAs(await superAdmin())
    const page = await browserContext.newPage()
    await page.goto('/admin/program/emails/dialogues/learner_registration_opens')
    const preview = page.getByRole('region', { name: 'Preview' })

    await page.getByLabel(/^Subject/).fill('Open now: {program}')
    await page.getByLabel(/^Email/).fill('Sign up for {iteration}, <b>soon</b>.\n\nSecond paragraph.')
    await preview.getByText('Subject: Open now: Dialogues').waitFor()
    await preview.getByText('<b>soon</b>', { exact: false }).waitFor()
    await preview.getByText('Second paragraph.').waitFor()
    await page.setViewportSize({ width: 1280, height: 900 })
    await assertAccessible(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await assertAccessible(page)

    await page.getByLabel(/^Subject/).fill('')
    await page.getByRole('button', { name: 'Save email' }).click()
    await page.getByText('Please write a subject.').waitFor()
    assert.isNull(await ProgramEmailTemplate.query().where('program_slug', 'dialogues').where('phase', 'learner_registration_opens').first())

    await page.getByLabel(/^Subject/).fill('Open now: {program}')
    await page.getByRole('switch', { name: 'Send this email' }).check()
    await page.getByRole('button', { name: 'Save email' }).click()
    await page.getByText('Saved. This email goes out').waitFor()
    const saved = await ProgramEmailTemplate.query().where('program_slug', 'dialogues').where('phase', 'learner_registration_opens').firstOrFail()
    assert.deepEqual([saved.subject, saved.enabled], ['Open now: {program}', true])

    // The list shows it, on, and passes axe at both widths.
    await page.getByRole('link', { name: 'All program emails' }).click()
    await page.getByRole('link', { name: 'Learner registration opens, Dialogues' }).waitFor()
    await page.getByText('Open now: {program}').waitFor()
    await assertAccessible(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await assertAccessible(page)
  })
})
