import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { User } from '#modules/identity/index'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeTemplate } from '#modules/series/tests/factories'
import { assignTraining } from '../../actions/assign_training.js'
import { makeTraining } from '../factories.js'

/* The first visit of each page compiles it (Vite dev): generous waits on a busy 2-core machine. */
function patient(page: Page) {
  page.setDefaultNavigationTimeout(120_000)
  page.setDefaultTimeout(60_000)
  return page
}

/* Issue 12 §2 in Chromium: a required training gates hosting (spec 001 §5.4) until the tutor completes it. */
test.group('Tutor trainings in a real browser (issue 12 §2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a tutor with a required training cannot host, completes the training, then can', async ({ browserContext, assert }) => {
    const world = await makeWorld()
    await makeTemplate(world, { title: 'Algebra circle' })
    const tutor = await makeTutor()
    const mentor = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] })
    const training = await makeTraining({ title: 'Safeguarding basics' })
    await assignTraining({ username: tutor.username, trainingId: training.id, priority: 'required', note: 'Needed before your first series.', mentorUserId: mentor.id })

    await browserContext.loginAs(tutor)
    const page = patient(await browserContext.newPage())
    await page.goto(`/w/${world.slug}/schedule/series-template`)
    const unavailable = page.getByRole('region', { name: 'Not available to you yet' })
    await unavailable.getByText('Algebra circle').waitFor()
    assert.isTrue(await unavailable.getByText(/Complete your required training “Safeguarding basics”/).isVisible())
    assert.equal(await page.getByRole('radio', { name: /Algebra circle/ }).count(), 0)

    await page.goto('/tutor/training')
    const required = page.getByRole('region', { name: 'Required' })
    await required.getByRole('link', { name: 'Safeguarding basics' }).click()
    await page.getByRole('heading', { name: 'Safeguarding basics' }).waitFor()
    assert.isTrue(await page.getByText('Needed before your first series.').isVisible())
    await page.getByLabel('I have completed this training and read its summary').check()
    await page.getByRole('button', { name: 'Mark training complete' }).click()
    await page.getByText(/^Completed on /).waitFor()

    await page.goto(`/w/${world.slug}/schedule/series-template`)
    await page.getByRole('radio', { name: /Algebra circle/ }).waitFor()
    assert.equal(await page.getByText(/Complete your required training/).count(), 0)
  }).timeout(300_000)

  test('a learner suspended for no-shows opens the recovery training card, completes it and is back in (spec 000 §2.3)', async ({ browserContext, assert }) => {
    const learner = await makeUser({
      roles: ['approved', 'blocked'],
      suspensionActions: [{ context: 'learner-no-shows', reason: 'Missed 3 sessions', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null }],
    })
    await browserContext.loginAs(learner)
    const page = patient(await browserContext.newPage())
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Your account has been temporarily suspended' }).waitFor()
    await page.getByRole('button', { name: /Showing up for your sessions/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Showing up for your sessions' })
    await dialog.waitFor()
    assert.isTrue(await dialog.getByRole('link', { name: 'Start Training' }).isVisible())
    await dialog.getByLabel('I have completed this training').check()
    await dialog.getByRole('button', { name: 'Finish and restore my account' }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.getByRole('heading', { name: 'Your account has been temporarily suspended' }).waitFor({ state: 'detached' })
    const fresh = await User.findOrFail(learner.id)
    assert.isFalse((await fresh.roles()).has('blocked'))
  }).timeout(300_000)
})
