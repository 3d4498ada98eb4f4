import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { sanctionUser, sendAdminMessage } from '../../index.js'

/*
 * Safety in a real browser (issue 13 "Done when"): a learner reports, safety staff resolve it with
 * an action and the learner is told; a message with acknowledgement text blocks the page until it is
 * typed; a suspended user reads why and appeals.
 */
const SAFETY_ROLES = ['approved', 'admin:basic', 'admin:safety'] as const

test.group('Safety in a real browser', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a learner shares a safety concern; safety staff resolve it and the learner is told', async ({ visit, browserContext, assert }) => {
    const learner = await makeLearner()
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    const words = `Someone asked me for my address ${Date.now().toString(36)}`
    await browserContext.loginAs(learner)
    const page = await visit('/report?link=/w/hub/p/1')
    await page.getByRole('radio', { name: /Too personal/ }).check()
    await page.getByLabel(/^What happened\?/).fill(words)
    await page.getByRole('button', { name: 'Send to the safety team' }).click()
    await page.getByText('Our safety team has your report').first().waitFor()
    const report = await db.from('safety_reports').where('description', words).first()
    assert.equal(report.severity, 'high')
    assert.equal(report.link, '/w/hub/p/1')

    await browserContext.clearCookies()
    await browserContext.loginAs(staff)
    const queue = await visit('/admin/reports')
    await queue.getByRole('link', { name: new RegExp(`#${report.id} Too personal`) }).click()
    await queue.waitForURL(new RegExp(`/admin/reports/${report.id}$`))
    await queue.getByRole('combobox', { name: 'Status' }).click()
    await queue.getByRole('option', { name: 'Resolved' }).click()
    await queue.getByLabel('Comment').fill('Spoke with the other user and removed the post.')
    await queue.getByRole('button', { name: 'Add action' }).click()
    await eventually(async () => (await db.from('safety_reports').where('id', report.id).first()).status === 'Resolved', 'the report resolved')
    await eventually(async () => Boolean(await db.from('notifications').where({ user_id: learner.id, key: 'safety.report.resolved' }).first()), 'the learner told')
  })

  test('a message with acknowledgement text blocks the page until the text is typed', async ({ visit, browserContext, assert }) => {
    const learner = await makeLearner()
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    await db.transaction((trx) =>
      sendAdminMessage({ authorId: staff.id, recipientUserId: learner.id, type: 'manual', content: 'Please do not share phone numbers.', acknowledgmentText: 'I understand' }, { client: trx })
    )
    await browserContext.loginAs(learner)
    const page = await visit('/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Message from the moderation team' })
    await dialog.waitFor()
    const acknowledge = dialog.getByRole('button', { name: 'Acknowledge', exact: true })
    assert.isTrue(await acknowledge.isDisabled())
    await page.keyboard.press('Escape')
    assert.isTrue(await dialog.isVisible())
    await dialog.getByLabel(/Type “I understand” to continue/).fill('  i UNDERSTAND ')
    assert.isFalse(await acknowledge.isDisabled())
    await acknowledge.click()
    await dialog.waitFor({ state: 'detached' })
    const row = await db.from('user_admin_messages').where('recipient_user_id', learner.id).first()
    assert.isNotNull(row.acknowledged_at)
  })

  test('a suspended user sees why and appeals', async ({ visit, browserContext, assert }) => {
    const learner = await makeLearner()
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    const sanction = await db.transaction((trx) =>
      sanctionUser({ userId: learner.id, context: 'admin', reasonCode: 'contact-details', evidenceLinks: ['/w/hub/p/4'], note: null, safetyReportId: null, byUserId: staff.id }, { client: trx })
    )
    await browserContext.loginAs(learner)
    const page = await visit('/dashboard')
    await page.getByRole('heading', { name: 'Your account has been suspended.' }).waitFor()
    await page.getByText('Why: Sharing or asking for contact details').waitFor()
    await page.getByLabel(/Think this is a mistake\? Appeal/).fill('It was my school e-mail for a group project, not a personal one.')
    await page.getByRole('button', { name: 'Send appeal' }).click()
    await page.getByText(/Your appeal has been sent|You appealed on/).first().waitFor()
    const stored = await db.from('sanctions').where('id', sanction.id).first()
    assert.isNotNull(stored.appealed_at)
    assert.isNotNull(stored.appeal_report_id)
  })

  test('a host who removed a learner completes the review; the report opens and the learner stays suspended', async ({ visit, browserContext, assert }) => {
    const [host, learner] = await Promise.all([makeTutor(), makeLearner()])
    const sessionId = 800_000 + learner.id
    await db.transaction((trx) => hooks.emit('session.learner.removed', { sessionId, learnerId: learner.id, hostId: host.id, reason: 'Shared an inappropriate link in the chat' }, { client: trx }))
    await eventually(async () => Boolean(await db.from('removed_learner_reviews').where({ session_id: sessionId }).first()), 'the pending review')
    await browserContext.loginAs(host)
    const page = await visit('/dashboard')
    const dialog = page.getByRole('dialog', { name: 'Review of a removed learner' })
    await dialog.waitFor()
    await dialog.getByRole('radio', { name: /Yes, the safety team should look into it/ }).check()
    await dialog.getByLabel(/^What happened\?/).fill('The link was to an adult site; I removed them at once.')
    await dialog.getByRole('button', { name: 'Send review' }).click()
    await dialog.waitFor({ state: 'detached' })
    const review = await db.from('removed_learner_reviews').where({ session_id: sessionId }).first()
    assert.equal(review.intention, 'yes')
    const report = await db.from('safety_reports').where('id', review.safety_report_id).first()
    assert.equal(report.status, 'NeedsAction')
    assert.equal(report.type, 'removed-learner')
  })
})
