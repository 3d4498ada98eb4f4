import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { patient } from '#tests/helpers/browser_pages'
import { makeStudySpace } from '../factories.js'

/*
 * Issue 18 §3 in Chromium: a learner opens /study-spaces, joins a live study space with one click
 * (no registration ahead) and lands in its room. The room is the meeting provider's page (Jitsi, on
 * another site): the test answers that address itself with a small page, so nothing leaves the machine.
 */
const ROOM_PAGE = '<!doctype html><html lang="en"><head><title>Meeting room</title></head><body><main><h1>Meeting room</h1></main></body></html>'

test.group('Study spaces in a real browser (issue 18 §3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner opens /study-spaces, joins a live study space and lands in the room', async ({ browserContext, assert }) => {
    const { session } = await makeStudySpace({ startInMinutes: -400, minutes: 470 })
    const later = await makeStudySpace({ startInMinutes: 600 })
    const learner = await makeLearner()
    await browserContext.route('https://meet.jit.si/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: ROOM_PAGE }))

    await browserContext.loginAs(learner)
    const page = patient(await browserContext.newPage())
    await page.goto('/study-spaces')
    await page.getByRole('heading', { level: 1, name: 'Study Spaces' }).waitFor()
    const card = page.getByRole('article', { name: session.title, exact: true })
    await card.getByText('Live now').waitFor()
    // A space that is not live yet offers no join button.
    const upcoming = page.getByRole('article', { name: later.session.title, exact: true })
    if (await upcoming.count()) assert.equal(await upcoming.getByRole('button').count(), 0)

    await card.getByRole('button', { name: 'Join now' }).click()
    await page.waitForURL(session.meetingUrl!)
    await page.getByRole('heading', { name: 'Meeting room' }).waitFor()
    assert.equal(page.url(), session.meetingUrl)

    const rows = await db.from('session_registrations').where('session_id', session.id).where('user_id', learner.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].type, 'dropin')
  }).timeout(180_000)
})
