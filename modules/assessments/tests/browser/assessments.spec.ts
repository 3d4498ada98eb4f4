import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { assertAccessible } from '#tests/helpers/accessibility'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import AssessmentSubmission from '../../models/assessment_submission.js'
import { makeAssessment, makeClass } from '../factories.js'

/*
 * Issue 21 §4 "Done when", in Chromium: the host releases an assessment to their series, the
 * learner finds it on the series page, submits, and sees the score once the host releases the results.
 */
async function switchUser(browserContext: BrowserContext, page: Page, user: Parameters<BrowserContext['loginAs']>[0]) {
  await page.close()
  await browserContext.clearCookies()
  await browserContext.loginAs(user)
  return browserContext.newPage()
}

test.group('Assessments in a real browser (issue 21 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the host releases an assessment, the learner submits and sees the score after the results are released', async ({ browserContext, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const { series } = await makeClass(host.id, [learner.id])
    const assessment = await makeAssessment(host.id, 'linked', { kind: 'series', id: series.id })

    await browserContext.loginAs(host)
    let page = await browserContext.newPage()
    await page.goto(`/assessments/${assessment.id}`)
    await page.getByRole('heading', { name: 'Questions' }).waitFor()
    await assertAccessible(page)
    await page.getByRole('button', { name: `Release to ${series.title}` }).click()
    await page.getByRole('button', { name: `Release results to ${series.title}` }).waitFor()

    page = await switchUser(browserContext, page, learner)
    await page.goto(`/series/${series.id}`)
    await page.getByRole('link', { name: assessment.title }).click()
    await page.waitForURL(new RegExp(`/assessments/${assessment.id}/series/${series.id}$`))
    await page.getByRole('radio', { name: '4', exact: true }).check()
    await page.getByRole('checkbox', { name: '2', exact: true }).check()
    await page.getByRole('checkbox', { name: '4', exact: true }).check()
    await page.getByLabel(/^What is 6 × 7\?/).fill('42')
    await assertAccessible(page)
    await page.getByRole('button', { name: 'Submit answers' }).click()
    await page.getByText('Score shown once the results are released').waitFor()
    const stored = await AssessmentSubmission.query().where('user_id', learner.id).firstOrFail()
    assert.equal(stored.score, 2)

    page = await switchUser(browserContext, page, host)
    await page.goto(`/assessments/${assessment.id}`)
    await page.getByRole('button', { name: `Release results to ${series.title}` }).click()
    await page.getByText('Results out').waitFor()
    await page.getByRole('link', { name: 'Results' }).click()
    await page.getByRole('heading', { name: 'Per question' }).waitFor()
    await page.getByText(learner.displayName).waitFor()

    page = await switchUser(browserContext, page, learner)
    await page.goto(`/assessments/${assessment.id}/series/${series.id}`)
    assert.equal((await page.getByTestId('assessment-score').textContent())?.trim(), 'Your score: 2 / 3')
  }).timeout(120_000)
})
