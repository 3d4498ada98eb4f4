import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import { attendedCountOf, registerForSession } from '#modules/tutoring/index'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { makeSession, travelBack } from '../factories.js'

/*
 * Attendance in a real browser (issue 11 §1): a learner opens the join link (the first click is
 * recorded), the session ends (time travel: the factories move it and the click into the past),
 * the host confirms the roster on the session page and the learner counts as attended.
 * ATTENDANCE_SCREENSHOTS=<dir> saves the roster at 360 and 1280 px.
 */
const shots = process.env.ATTENDANCE_SCREENSHOTS

async function screenshot(page: Page, name: string) {
  if (!shots) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${shots}/${name}_${width}.png`, fullPage: true })
  }
}

/** The meeting room is a third-party site: the browser gets a stand-in page instead. */
async function standInMeetingRoom(page: Page) {
  await page.route(/^https:\/\/meet\.jit\.si\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Meeting room</title></head><body><main><h1>Meeting room</h1></main></body></html>',
    })
  )
}

test.group('Attendance in a real browser (issue 11 §1)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner joins, the host confirms the roster after the session, the learner counts as attended', async ({ browserContext, assert }) => {
    const title = `Fractions live ${Date.now().toString(36)}`
    const { session, host } = await makeSession({ title, startInMinutes: 5, maxLearners: 4 })
    const [learner, noShow] = [await makeLearner(), await makeLearner()]
    await learner.merge({ name: 'Ada Learner' }).save()
    await noShow.merge({ name: 'Ben Absent' }).save()
    for (const person of [learner, noShow]) assert.isTrue((await registerForSession(session.id, person.id)).ok)

    await browserContext.loginAs(learner)
    const page = await browserContext.newPage()
    await standInMeetingRoom(page)
    await page.goto(`/session/${session.id}`)
    await page.getByRole('link', { name: 'Join the session' }).click()
    await page.waitForURL(/meet\.jit\.si/)
    const joinRow = () => db.from('session_attendees').where({ session_id: session.id, user_id: learner.id }).whereNull('deleted_at').first()
    await eventually(async () => Boolean(await joinRow()), 'the join click is recorded')
    assert.equal((await joinRow()).role, 'learner')
    await page.close()

    // The session took place: it started 90 minutes ago, and the click moves with it.
    await travelBack(session.id, 5 + 90)

    await browserContext.clearCookies()
    await browserContext.loginAs(host)
    const hostPage = await browserContext.newPage()
    await hostPage.goto(`/session/${session.id}`)
    await hostPage.getByRole('heading', { name: 'Attendance' }).waitFor()
    const ada = hostPage.getByRole('radiogroup', { name: 'Ada Learner' })
    assert.isTrue(await ada.getByRole('radio', { name: 'Present' }).isChecked(), 'prefilled from the join click')
    const ben = hostPage.getByRole('radiogroup', { name: 'Ben Absent' })
    assert.isTrue(await ben.getByRole('radio', { name: 'Absent' }).isChecked())
    await ben.getByRole('radio', { name: 'Excused' }).check()
    await hostPage.getByRole('button', { name: 'Confirm attendance' }).click()
    // An excused absence needs a reason.
    await hostPage.getByText('Give a reason for the excused absence.').waitFor()
    await hostPage.getByLabel(/^Reason for the excused absence/).fill('Told the host in advance: exam day')
    await screenshot(hostPage, 'attendance_roster')
    await hostPage.getByRole('button', { name: 'Confirm attendance' }).click()
    await hostPage.getByRole('button', { name: 'Update attendance' }).waitFor()
    await screenshot(hostPage, 'attendance_roster_confirmed')

    assert.equal(await attendedCountOf(learner.id), 1)
    assert.equal(await attendedCountOf(noShow.id), 0)
    const excused = await db.from('session_registrations').where({ session_id: session.id, user_id: noShow.id }).first()
    assert.equal(excused.excused_absence_reason, 'Told the host in advance: exam day')
    assert.isNotNull((await db.from('tutoring_sessions').where('id', session.id).first()).attendance_confirmed_at)
  }).timeout(120_000)
})
