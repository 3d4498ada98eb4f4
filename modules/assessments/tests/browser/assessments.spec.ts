import { test } from '@japa/runner'
import { assertAccessible } from '#tests/helpers/accessibility'
import { patient, switchUser } from '#tests/helpers/browser_pages'
import { makeLearner, makeTutor, resetRateLimits } from '#tests/helpers/users'
import AssessmentSubmission from '../../models/assessment_submission.js'
import SatAssessment from '../../models/sat_assessment.js'
import SeriesAssessment from '../../models/series_assessment.js'
import { PDF_BYTES as PDF, makeAssessment, makeClass } from '../factories.js'

/*
 * Issue 21 §4 "Done when", in Chromium: the host releases an assessment to their series, the
 * learner finds it on the series page, submits, and sees the score once the host releases the results.
 */
test.group('Assessments in a real browser (issue 21 §4)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the host releases an assessment, the learner submits and sees the score after the results are released', async ({ browserContext, assert }) => {
    const host = await makeTutor()
    const learner = await makeLearner()
    const { series } = await makeClass(host.id, [learner.id])
    const assessment = await makeAssessment(host.id, 'linked', { kind: 'series', id: series.id })

    await browserContext.loginAs(host)
    let page = patient(await browserContext.newPage())
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
    // The charts' numbers are in tables everyone can read (issue 21 §4 "charts").
    await page.getByRole('table', { name: 'How many learners got each score' }).waitFor()
    await page.getByRole('table', { name: 'Answers to question 1 per option' }).waitFor()
    await assertAccessible(page)

    page = await switchUser(browserContext, page, learner)
    await page.goto(`/assessments/${assessment.id}/series/${series.id}`)
    assert.equal((await page.getByTestId('assessment-score').textContent())?.trim(), 'Your score: 2 / 3')
  }).timeout(300_000)

  test('the owner makes it an SAT practice test by uploading two PDFs, then unlinks it after confirming', async ({ browserContext, assert }) => {
    const host = await makeTutor()
    const { series } = await makeClass(host.id)
    const assessment = await makeAssessment(host.id, 'linked', { kind: 'series', id: series.id })
    await browserContext.loginAs(host)
    const page = patient(await browserContext.newPage())
    await page.goto(`/assessments/${assessment.id}`)
    await page.getByRole('heading', { name: 'SAT practice test' }).waitFor()
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF })
    await page.locator('input[type=file]').nth(0).setInputFiles(pdf('test.pdf'))
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await page.getByText('Please upload PDF files only').waitFor()
    await page.locator('input[type=file]').nth(1).setInputFiles(pdf('answers.pdf'))
    await page.getByRole('button', { name: 'Make it a practice test' }).click()
    await page.getByRole('link', { name: 'Answers PDF' }).waitFor()
    const sat = await SatAssessment.findByOrFail('assessment_id', assessment.id)
    assert.match(sat.testPdfUrl, /test\.pdf$/)
    await assertAccessible(page)

    await page.getByRole('button', { name: `Unlink from ${series.title}` }).click()
    const dialog = page.getByRole('dialog', { name: `Unlink from ${series.title}?` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    assert.exists(await SeriesAssessment.query().where('assessment_id', assessment.id).first())
    await page.getByRole('button', { name: `Unlink from ${series.title}` }).click()
    await dialog.getByRole('button', { name: 'Unlink' }).click()
    await page.getByText('Not linked to a series or session yet.').waitFor()
    assert.isNull(await SeriesAssessment.query().where('assessment_id', assessment.id).first())
  }).timeout(300_000)
})
