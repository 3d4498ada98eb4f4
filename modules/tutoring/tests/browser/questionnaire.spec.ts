import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { makeSession } from '../factories.js'
import { detailsObject, storedAnswers } from '../../questionnaire.js'

async function signIn(page: any, username: string) {
  await page.goto('/login')
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboard|\/tutor/)
}

async function until<T>(read: () => Promise<T | null | undefined>): Promise<T | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

/* Issue 21 "Done when": a learner answers the questionnaire at registration and the host sees it (spec 001 §3.3). */
test.group('Session questionnaires in a real browser (issue 21 §3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('the host writes a questionnaire, a learner answers it when registering, the host reads the answer', async ({ browserContext, assert }) => {
    const { session, host } = await makeSession({ title: `Fractions clinic ${Date.now().toString(36)}` })
    const learner = await makeLearner()
    // The machine is shared: be patient with slow first compiles.
    const page = await browserContext.newPage()
    page.setDefaultTimeout(90_000)
    page.setDefaultNavigationTimeout(90_000)

    // The host adds two questions in the editor.
    await signIn(page, host.username)
    await page.goto(`/session/${session.id}`)
    await page.getByRole('link', { name: 'Add a questionnaire' }).click()
    await page.waitForURL(new RegExp(`/session/${session.id}/questionnaire$`))
    await page.getByRole('button', { name: 'Add a question' }).click()
    await page.getByLabel(/^Question 1 text/).fill('What do you want to practise?')
    await page.getByRole('checkbox', { name: 'Required' }).check()
    await page.getByRole('button', { name: 'Add a question' }).click()
    await page.getByLabel(/^Question 2 text/).fill('How confident are you?')
    await page.getByRole('combobox', { name: 'Question 2 type' }).click()
    await page.getByRole('option', { name: 'Single choice' }).click()
    await page.getByLabel('Option 1 of question 2', { exact: true }).fill('Just starting')
    await page.getByLabel('Option 2 of question 2', { exact: true }).fill('Fairly confident')
    await page.getByRole('button', { name: 'Save questionnaire' }).click()
    await page.waitForURL(new RegExp(`/session/${session.id}$`))
    const saved = await until(async () => {
      const row = await db.from('tutoring_sessions').where('id', session.id).select('questionnaire').first()
      const blocks = JSON.parse(row.questionnaire)
      return blocks.length === 2 ? blocks : null
    })
    assert.deepEqual(
      saved!.map((block: any) => [block.type, block.label, block.required]),
      [
        ['text', 'What do you want to practise?', true],
        ['radio', 'How confident are you?', false],
      ]
    )

    // The learner registers: the questionnaire is the registration step.
    await page.context().clearCookies()
    await signIn(page, learner.username)
    await page.goto(`/session/${session.id}`)
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/What do you want to practise\?/).fill('Adding fractions with unlike denominators')
    await dialog.getByLabel('Fairly confident').check()
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    const registration: any = await until(() => db.from('session_registrations').where({ session_id: session.id, user_id: learner.id }).whereNull('deleted_at').first())
    assert.exists(registration)
    const answers = storedAnswers(detailsObject(registration.details))!.answers
    assert.equal(Object.values(answers).find((value) => typeof value === 'string' && value.startsWith('Adding')), 'Adding fractions with unlike denominators')
    await page.getByRole('heading', { name: 'Your answers' }).waitFor()

    // The host sees the answer on the session page.
    await page.context().clearCookies()
    await signIn(page, host.username)
    await page.goto(`/session/${session.id}`)
    await page.getByRole('heading', { name: 'Questionnaire answers' }).waitFor()
    await page.getByRole('button', { name: learner.name, exact: true }).click()
    await page.getByText('Adding fractions with unlike denominators').waitFor()
    await page.assertTextContains('body', 'Fairly confident')
  }).timeout(300_000)
})
