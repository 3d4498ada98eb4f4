import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { hooks } from '#kernel/hooks'
import { assertAccessible } from '#tests/helpers/accessibility'
import { makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { screenshotWidths } from '#tests/helpers/screenshots'
import { makeSession } from '#modules/tutoring/tests/factories'
import ApplicationSubmission from '../../models/application_submission.js'
import UserVolunteerRole from '../../models/user_volunteer_role.js'
import VolunteerActivity from '../../models/volunteer_activity.js'
import VolunteerCertificate from '../../models/volunteer_certificate.js'
import { verificationUrl } from '../../certificates/pdf.js'
import { addMember, makeRole, makeTeam } from '../factories.js'
import { switchUser } from '#tests/helpers/browser_pages'

/*
 * Issue 15 "Done when", in Chromium: a tutor applies to a role, a lead extends an offer, the tutor
 * accepts; hours from a hosted session appear, are approved, and the certificate verifies by its
 * QR link. With VOLUNTEERING_SCREENSHOTS=<dir> it also saves the screens at 360 and 1280 px.
 */
const shots = process.env.VOLUNTEERING_SCREENSHOTS

const screenshot = (page: Page, name: string) => screenshotWidths(page, shots, name)

/*
 * Another person in the same browser: the open page is closed first, so a request still in flight
 * from it (a poll, the time-zone sync) cannot set the previous person's session cookie after the
 * new sign-in — seen in full runs, where the reviewer got the host's session and "Access Denied".
 */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`))

test.group('Volunteering in a real browser (issue 15)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a tutor applies to a role, a lead extends an offer, the tutor accepts', async ({ browserContext, assert }) => {
    const team = await makeTeam({ name: 'Outreach crew' })
    const lead = await makeUser({ birth: '1990-01-01', roles: ['approved'] })
    await addMember(team.id, lead.id, 'lead')
    const role = await makeRole(team.id, { name: 'Campus Ambassador', description: 'Share Peerhaven at your school.', responsibilities: 'One outreach activity a month.' })
    const tutor = await makeTutor()

    await browserContext.loginAs(tutor)
    const page = await browserContext.newPage()
    await page.goto('/volunteer')
    await screenshot(page, 'roles_board')
    await page.getByRole('link', { name: 'Campus Ambassador' }).click()
    await page.waitForURL(new RegExp(`/volunteer/role/${role.id}$`))
    await screenshot(page, 'role')
    await assertAccessible(page)
    await field(page, 'Why do you want this role\\?').fill('I want every learner at my school to find a study group.')
    await page.getByRole('combobox', { name: /^Hours per week you can give/ }).click()
    await page.getByRole('option', { name: '3 to 5 hours' }).click()
    await page.getByRole('combobox', { name: /^When could you start\?/ }).click()
    await page.getByRole('option', { name: 'Right away' }).click()
    await field(page, 'Which school will you reach\\?').fill('Lincoln High')
    await screenshot(page, 'application_form')
    await page.getByRole('button', { name: 'Send my application' }).click()
    await page.getByText('Needs review').waitFor()
    const submission = await ApplicationSubmission.findByOrFail('user_id', tutor.id)

    await browserContext.clearCookies()
    await browserContext.loginAs(lead)
    await page.goto(`/volunteer/role/${role.id}`)
    await page.getByRole('link', { name: 'Review applications' }).click()
    await page.getByLabel('Message to the applicant (optional)').fill('Welcome aboard! Can you start next week?')
    await assertAccessible(page)
    await page.getByRole('button', { name: 'Extend an offer' }).click()
    await page.getByText('Offer awaiting response').waitFor()

    await browserContext.clearCookies()
    await browserContext.loginAs(tutor)
    await page.goto(`/volunteer/role/${role.id}`)
    await page.getByText('Welcome aboard! Can you start next week?').waitFor()
    await page.getByRole('button', { name: 'Accept the offer' }).click()
    await page.getByText('Accepted', { exact: true }).waitFor()
    await submission.refresh()
    assert.equal(submission.state, 'accepted')
    assert.exists(await UserVolunteerRole.query().where({ userId: tutor.id, volunteerRoleId: role.id }).first())
  })

  test('hours from a hosted session appear, are approved, and the certificate verifies by its QR link', async ({ browserContext }) => {
    const title = `Quadratics together ${Date.now().toString(36)}`
    const { session, host } = await makeSession({ title, startInMinutes: -180 })
    await db.from('session_hosts').where({ session_id: session.id, user_id: host.id }).update({ tutoring_seconds: 3600 })
    await db.transaction((trx) => hooks.emit('session.attendance.confirmed', { sessionId: session.id, confirmedByUserId: host.id, presentUserIds: [], hostUserIds: [host.id] }, { client: trx }))
    await eventually(async () => (await VolunteerActivity.query().where({ userId: host.id, type: 'host-session' }).first()) !== null, 'the hosting hours')

    await browserContext.loginAs(host)
    let page = await browserContext.newPage()
    await page.goto('/volunteer/hours')
    await page.getByText(`Hosted “${title}”`).waitFor()
    await page.getByText('Waiting for review').first().waitFor()

    const reviewer = await makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:federal_work_study'] })
    page = await switchUser(browserContext, page, reviewer)
    await page.goto(`/admin/volunteer-hours?q=${host.username}`)
    // The first visit of a page compiles its bundle (Vite, dev mode): slow on a busy machine.
    await page
      .getByText(`Hosted “${title}”`)
      .waitFor({ timeout: 90_000 })
      .catch(async (error) => {
        // Seen twice in full runs only (never alone): say what the reviewer's page showed instead.
        const shown = await page.locator('main').innerText().catch(() => '(no main)')
        const rows = await VolunteerActivity.query().where({ userId: host.id })
        throw new Error(`${error.message}\nURL ${page.url()}\nPage: ${shown.slice(0, 1500)}\nRows: ${JSON.stringify(rows.map((row) => row.serialize()))}`)
      })
    await assertAccessible(page)
    await page.getByRole('checkbox', { name: /^Select / }).first().check()
    await page.getByRole('button', { name: /Approve selected/ }).click()
    await page.getByText('1 entry approved.').waitFor()
    await eventually(async () => (await VolunteerActivity.query().where({ userId: host.id }).whereNotNull('approved_at').first()) !== null, 'the approval')

    page = await switchUser(browserContext, page, host)
    await page.goto('/volunteer/hours')
    await page.getByText('Approved this year: 1.0 hours').waitFor()
    await screenshot(page, 'hours')
    await assertAccessible(page)
    const download = page.waitForEvent('download').catch(() => null)
    await page.getByRole('button', { name: 'Download certificate' }).click()
    await eventually(async () => (await VolunteerCertificate.findBy('user_id', host.id)) !== null, 'the certificate')
    await download
    const certificate = await VolunteerCertificate.findByOrFail('user_id', host.id)
    if (shots) {
      const pdf = await page.request.get(`/volunteer/certificates/${certificate.id}/pdf`)
      const { writeFile } = await import('node:fs/promises')
      await writeFile(`${shots}/certificate.pdf`, await pdf.body())
    }

    // The QR code's target, opened by someone without an account.
    await browserContext.clearCookies()
    await page.goto(new URL(verificationUrl(certificate.id)).pathname)
    await page.getByText('Genuine and unchanged').waitFor()
    await page.getByText('1.0 approved volunteer hours').waitFor()
    await screenshot(page, 'certificate_check')
    await assertAccessible(page)
    // Three pages this suite has not opened yet are compiled on first visit (Vite, dev mode) and a
    // PDF is drawn: it timed out at the suite's 2 minutes once on a loaded machine (passes in ~40 s).
  }).timeout(240_000)
})
