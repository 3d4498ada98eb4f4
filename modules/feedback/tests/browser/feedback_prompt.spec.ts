import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { isFollowing } from '#modules/recognition/index'
import { makeLearner, resetRateLimits } from '#tests/helpers/users'
import { makePastSession } from '#modules/tutoring/tests/factories'

/* issue 11 "Done when": a learner who attended gets the prompt on the next page, rates with NPS and follows the tutor; the tutor reads it at /tutor/feedback. */
test.group('Session feedback in a real browser (spec 000 §2.4 prompt 6)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner rates a session with NPS and follows the tutor; the tutor reads it at /tutor/feedback', async ({ visit, browserContext, assert }) => {
    const learner = await makeLearner()
    const title = `Fractions recap ${Date.now().toString(36)}`
    const { session, host } = await makePastSession({ title, learners: [learner], startedMinutesAgo: 24 * 60 })
    // A second, more recent session: its prompt follows the first one's answer, with an empty form.
    const next = await makePastSession({ host, learners: [learner] })
    await db.table('session_attendees').insert({ session_id: session.id, user_id: learner.id, role: 'learner', joined_at: sqlTime(DateTime.utc()), created_at: sqlTime(DateTime.utc()) })

    await browserContext.loginAs(learner)
    const page = await visit('/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Share your feedback (2 remaining)' })
    await dialog.waitFor()
    await dialog.getByRole('radio', { name: 'Super helpful' }).check()
    await dialog.getByText('Patient', { exact: true }).click()
    await dialog.getByRole('radiogroup', { name: /recommend/ }).getByText('9', { exact: true }).click()
    await dialog.getByLabel('Comment (optional)').fill('The worked examples made it click for me.')
    await dialog.getByLabel(/^Follow /).check()
    await dialog.getByRole('button', { name: 'Submit feedback' }).click()
    await dialog.waitFor({ state: 'detached' })
    const second = page.getByRole('dialog', { name: 'Share your feedback', exact: true })
    await second.waitFor()
    assert.isTrue(await second.getByText(next.session.title).isVisible())
    assert.isFalse(await second.getByRole('radio', { name: 'Super helpful' }).isChecked())
    assert.equal(await second.getByLabel('Comment (optional)').inputValue(), '')

    const row = await db.from('session_feedback').where({ session_id: session.id, user_id: learner.id }).first()
    assert.deepInclude(row, { rating: 'super-helpful', nps: 9 })
    assert.deepEqual(JSON.parse(row.rating_tags), ['patient'])
    assert.isTrue(await isFollowing(learner.id, host.id))

    await browserContext.clearCookies()
    await browserContext.loginAs(host)
    const tutorPage = await visit('/tutor/feedback')
    await tutorPage.getByRole('article', { name: `Feedback on ${title}` }).waitFor()
    assert.isTrue(await tutorPage.getByText('The worked examples made it click for me.').isVisible())
  })
})
