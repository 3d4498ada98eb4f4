import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { TutoringSession } from '#modules/tutoring/index'
import Series from '../../models/series.js'
import { hostSeriesFromTemplate } from '../../actions/host_series_from_template.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { makeSessionTemplate, makeTemplate, paragraph } from '../factories.js'

async function signIn(page: any, username: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboard|\/tutor/)
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  let value = await read()
  for (let attempt = 0; attempt < 40 && !ok(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

/* issue 21 §1–§2 in a real browser: curriculum on the session page, lesson plan, prep prompt. */
test.group('Teaching materials in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a hosted series shows each session’s curriculum; the host writes the plan and completes prep', async ({ visit, assert }) => {
    const zone = 'America/New_York'
    const template = await makeTemplate(await makeWorld(), { sessionsPerWeek: 1, weeks: 1 })
    await makeSessionTemplate(template, { title: 'Slopes and intercepts', curriculum: paragraph('Graph y = 2x + 1 together.') })
    await makeSessionTemplate(template, { title: 'Systems of equations', curriculum: paragraph('Solve by elimination.') })
    const tutor = await makeTutor()
    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: DateTime.now().setZone(zone).plus({ days: 5 }).set({ hour: 17, minute: 0 }), zone })
    if (!result.ok) throw new Error(result.reason)
    const learner = await makeLearner()
    assert.isTrue((await registerForSeries(result.seriesId, learner.id)).ok)

    const page = await visit('/login')
    await signIn(page, tutor.username)
    await page.goto(`/session/${result.sessionIds[1]}`)
    await page.getByRole('heading', { name: 'Curriculum' }).waitFor()
    assert.isTrue(await page.getByText('Solve by elimination.').isVisible())

    await page.getByRole('link', { name: 'Open the prep prompt' }).click()
    await page.waitForURL(new RegExp(`/sessions/${result.sessionIds[1]}/prep$`))
    await page.getByLabel(/^Minutes spent preparing/).fill('25')
    await page.getByLabel('Notes for the next session').fill('Bring graph paper.')
    await page.getByRole('button', { name: 'Mark prep complete' }).click()
    const prepped = await eventually(() => TutoringSession.findOrFail(result.sessionIds[1]), (session) => session.lessonPrepCompleted)
    assert.isTrue(prepped.lessonPrepCompleted)

    await page.goto(`/series/${result.seriesId}/lesson-plan?as=tutor`)
    await page.getByRole('heading', { name: 'Learners’ plans' }).waitFor()
    const editor = page.locator('[contenteditable="true"]').first()
    await editor.click()
    await editor.fill('Week one: linear equations.')
    await page.getByRole('button', { name: 'Save' }).first().click()
    const series = await eventually(() => Series.findOrFail(result.seriesId), (row) => row.groupLessonPlan !== null)
    assert.include(JSON.stringify(series.groupLessonPlan), 'Week one: linear equations.')
  })
})
