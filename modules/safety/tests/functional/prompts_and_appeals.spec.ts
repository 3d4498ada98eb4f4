import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { eventually } from '#tests/helpers/wait'
import { adminMessageForRecipient, recordDetectedIssue, SafetyReport, sanctionUser, sendAdminMessage } from '../../index.js'

/*
 * Prompt 2 (messages from the moderation team), prompt 3 (review of a removed learner), detected
 * issues and disputes, and transparent sanctions with their appeal (spec 000 §2.4, §6.4; spec 001
 * §3.4, §4.4, §5.3; spec 002 §7; issue 13 §1 ★, §2).
 */
const SAFETY_ROLES = ['approved', 'admin:basic', 'admin:safety'] as const
const isBlocked = async (userId: number) => (await (await User.findOrFail(userId)).roles()).has('blocked')

async function message(recipient: User, extra: { acknowledgmentText?: string | null; type?: 'manual' | 'detected-issue-warning' } = {}) {
  const staff = await makeUser({ roles: [...SAFETY_ROLES] })
  return db.transaction((trx) =>
    sendAdminMessage({ authorId: staff.id, recipientUserId: recipient.id, type: extra.type ?? 'manual', content: 'Please keep conversations on Peerhaven.', acknowledgmentText: extra.acknowledgmentText ?? null }, { client: trx })
  )
}

test.group('Prompt 2: a message from the moderation team (spec 000 §2.4; spec 001 §5.3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('blocks every page until acknowledged; the typed text must match (trimmed, case-insensitive)', async ({ client, assert }) => {
    const learner = await makeLearner()
    const sent = await message(learner, { acknowledgmentText: 'I will keep it on Peerhaven' })
    const page = await client.get('/dashboard').withInertia().loginAs(learner)
    assert.equal(page.inertiaProps.prompt.component, 'safety/admin_message_prompt')
    assert.equal(page.inertiaProps.prompt.props.acknowledgmentText, 'I will keep it on Peerhaven')

    const wrong = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({ typed: 'I will keep it' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    wrong.assertStatus(302)
    assert.isNotNull((await client.get('/dashboard').withInertia().loginAs(learner)).inertiaProps.prompt)

    const right = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({ typed: '  i will KEEP it on peerhaven ' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    right.assertStatus(302)
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(learner)).inertiaProps.prompt)
    assert.isNotNull((await adminMessageForRecipient(sent.id, learner.id))!.acknowledgedAt)
  })

  test('"acknowledge and message" redirects to messaging’s staff conversation; only the recipient answers', async ({ client, assert }) => {
    const learner = await makeLearner()
    const other = await makeLearner()
    const sent = await message(learner)
    const stranger = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({}).withCsrfToken().withInertia().redirects(0).loginAs(other)
    stranger.assertStatus(404)
    const visitor = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({}).withCsrfToken().withInertia().redirects(0)
    visitor.assertStatus(401)
    const response = await client.post(`/admin-messages/${sent.id}/acknowledge`).json({ andMessage: true }).withCsrfToken().redirects(0).loginAs(learner)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/messages/staff/${sent.id}`)
    assert.isNull(await adminMessageForRecipient(sent.id, other.id))
    assert.equal((await adminMessageForRecipient(sent.id, learner.id))!.authorId, sent.userId)
  })

  test('a detected-issue warning can be disputed (reason required), which answers the prompt; a manual message cannot', async ({ client, assert }) => {
    const learner = await makeLearner()
    const issue = await db.transaction((trx) =>
      recordDetectedIssue({ type: 'contact-details', entityType: 'post', userId: learner.id, content: 'call me 555…', warning: { content: 'Sharing a phone number is not allowed.', acknowledgmentText: null, authorId: null } }, { client: trx })
    )
    const warning = (await db.from('user_admin_messages').where('detected_issue_id', issue.id).first()) as { id: number }
    const empty = await client.post(`/admin-messages/${warning.id}/dispute`).json({ text: '  ' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    empty.assertStatus(302)
    assert.isNull(await db.from('detected_issue_disputes').where('detected_issue_id', issue.id).first())
    await client.post(`/admin-messages/${warning.id}/dispute`).json({ text: 'It was a math answer, not a phone number' }).withCsrfToken().withInertia().loginAs(learner)
    const dispute = await db.from('detected_issue_disputes').where('detected_issue_id', issue.id).first()
    assert.equal(dispute.status, 'open')
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(learner)).inertiaProps.prompt)

    const manual = await message(learner)
    const refused = await client.post(`/admin-messages/${manual.id}/dispute`).json({ text: 'no' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    refused.assertStatus(302)
    assert.isNull(await db.from('detected_issue_disputes').where('content', 'no').first())

    // Staff uphold the dispute: the strike is voided.
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    await client.post(`/admin/detected-issues/disputes/${dispute.id}`).json({ outcome: 'upheld' }).withCsrfToken().withInertia().loginAs(staff)
    const stored = await db.from('detected_issues').where('id', issue.id).first()
    assert.isNotNull(stored.strike_voided_at)
    assert.equal(stored.strike_voided_by, staff.id)
  })

  test('admin sends a message from the Admin Messages page (by username); the page and the call are safety-only', async ({ client, assert }) => {
    const learner = await makeLearner()
    for (const roles of [['approved'], ['approved', 'admin:basic', 'admin:policy']]) {
      const user = await makeUser({ roles: roles as any })
      const page = await client.get('/admin/admin-messages').withInertia().redirects(0).loginAs(user)
      assert.equal(page.status(), 403)
      const post = await client.post('/admin/admin-messages').json({ recipient: learner.username, content: 'Hi' }).withCsrfToken().withInertia().redirects(0).loginAs(user)
      assert.equal(post.status(), 403)
      const issues = await client.get('/admin/detected-issues').withInertia().redirects(0).loginAs(user)
      assert.equal(issues.status(), 403)
    }
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    ;(await client.get('/admin/admin-messages').withInertia().loginAs(staff)).assertStatus(200)
    ;(await client.get('/admin/detected-issues').withInertia().loginAs(staff)).assertStatus(200)
    const sent = await client.post('/admin/admin-messages').json({ recipient: learner.username, content: 'Hello from safety', acknowledgmentText: 'OK' }).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    sent.assertStatus(302)
    const row = await db.from('user_admin_messages').where('recipient_user_id', learner.id).first()
    assert.include(row, { content: 'Hello from safety', acknowledgment_text: 'OK', type: 'manual', user_id: staff.id })
  })
})

test.group('Prompt 3: review of a removed learner (spec 000 §2.4, §6.4; spec 001 §4.4, §5.3)', (group) => {
  group.each.setup(() => resetRateLimits())

  async function removal(host: User, learner: User) {
    const sessionId = 900_000 + learner.id
    await db.transaction((trx) => hooks.emit('session.learner.removed', { sessionId, learnerId: learner.id, hostId: host.id, reason: 'Kept sending rude messages' }, { client: trx }))
    await eventually(async () => Boolean(await db.from('removed_learner_reviews').where({ session_id: sessionId, learner_id: learner.id }).first()), 'the review')
    return (await db.from('removed_learner_reviews').where({ session_id: sessionId, learner_id: learner.id }).first()) as { id: number }
  }

  test('the removal suspends the learner (session-removal) and prompts the host; unknown intention is "Invalid status"; yes opens a needs-action report', async ({ client, assert }) => {
    const [host, learner, otherTutor] = await Promise.all([makeTutor(), makeLearner(), makeTutor()])
    const review = await removal(host, learner)
    assert.isTrue(await isBlocked(learner.id))
    const fresh = await User.findOrFail(learner.id)
    assert.equal(fresh.suspensionActions.at(-1)!.context, 'session-removal')

    const page = await client.get('/dashboard').withInertia().loginAs(host)
    assert.equal(page.inertiaProps.prompt.component, 'safety/removed_learner_prompt')
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(otherTutor)).inertiaProps.prompt)

    const stranger = await client.post(`/removed-learner-reviews/${review.id}`).json({ intention: 'yes', explanation: 'x' }).withCsrfToken().withInertia().redirects(0).loginAs(otherTutor)
    stranger.assertStatus(404)
    const invalid = await client.post(`/removed-learner-reviews/${review.id}`).json({ intention: 'maybe', explanation: 'x' }).withCsrfToken().redirects(0).header('accept', 'application/json').loginAs(host)
    invalid.assertStatus(422)
    assert.include(JSON.stringify(invalid.body()), 'Invalid status')
    const noExplanation = await client.post(`/removed-learner-reviews/${review.id}`).json({ intention: 'yes', explanation: ' ' }).withCsrfToken().redirects(0).header('accept', 'application/json').loginAs(host)
    noExplanation.assertStatus(422)

    await client.post(`/removed-learner-reviews/${review.id}`).json({ intention: 'yes', explanation: 'He insulted two learners' }).withCsrfToken().withInertia().loginAs(host)
    const answered = await db.from('removed_learner_reviews').where('id', review.id).first()
    const report = await SafetyReport.findOrFail(answered.safety_report_id)
    assert.include(report.serialize(), { type: 'removed-learner', status: 'NeedsAction', resolution: 'needs-action', userId: host.id })
    assert.deepEqual(report.subjectUserIds, [learner.id])
    assert.isTrue(await isBlocked(learner.id))
    assert.isNull((await client.get('/dashboard').withInertia().loginAs(host)).inertiaProps.prompt)
    // A repeated delivery of the same removal adds nothing.
    await db.transaction((trx) => hooks.emit('session.learner.removed', { sessionId: 900_000 + learner.id, learnerId: learner.id, hostId: host.id, reason: 'again' }, { client: trx }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.equal(Number((await db.from('removed_learner_reviews').where('learner_id', learner.id).count('* as total').first())!.total), 1)
  })

  test('"no" resolves the report and lifts the session-removal suspension', async ({ client, assert }) => {
    const [host, learner] = await Promise.all([makeTutor(), makeLearner()])
    const review = await removal(host, learner)
    await client.post(`/removed-learner-reviews/${review.id}`).json({ intention: 'no', explanation: 'They had to leave, not a safety issue' }).withCsrfToken().withInertia().loginAs(host)
    const answered = await db.from('removed_learner_reviews').where('id', review.id).first()
    const report = await SafetyReport.findOrFail(answered.safety_report_id)
    assert.include(report.serialize(), { status: 'Resolved', resolution: 'resolved', actingUserId: host.id })
    assert.isFalse(await isBlocked(learner.id))
  })
})

test.group('Transparent sanctions and appeals (issue 13 §1 ★)', (group) => {
  group.each.setup(() => resetRateLimits())

  const sanction = (user: User, staffId: number) =>
    db.transaction((trx) => sanctionUser({ userId: user.id, context: 'admin', reasonCode: 'contact-details', evidenceLinks: ['/w/hub/p/12'], note: null, safetyReportId: null, byUserId: staffId }, { client: trx }))

  test('the blocked screen shows the reason code and evidence; the user appeals once within 14 days; the appeal joins the queue', async ({ client, assert }) => {
    const staff = await makeUser({ roles: [...SAFETY_ROLES] })
    const learner = await makeLearner()
    const other = await makeLearner()
    const row = await sanction(learner, staff.id)
    const screen = await client.get('/dashboard').withInertia().redirects(0).loginAs(learner)
    screen.assertStatus(403)
    assert.equal(screen.body().component, 'identity/access_blocked')
    const section = screen.inertiaProps.sections[0]
    assert.equal(section.component, 'safety/sanction_notice')
    assert.include(section.props, { reasonCode: 'contact-details', reasonLabel: 'Sharing or asking for contact details', canAppeal: true })
    assert.deepEqual(section.props.evidenceLinks, ['/w/hub/p/12'])
    assert.notProperty(section.props, 'byUserId')
    const days = DateTime.fromISO(section.props.appealDeadlineAt).diff(DateTime.utc(), 'days').days
    assert.closeTo(days, 14, 0.01)

    const notMine = await client.post(`/sanctions/${row.id}/appeal`).json({ appeal: 'This is not my sanction at all.' }).withCsrfToken().withInertia().redirects(0).loginAs(other)
    notMine.assertStatus(404)
    const tooShort = await client.post(`/sanctions/${row.id}/appeal`).json({ appeal: 'no' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    tooShort.assertStatus(302)
    assert.isNull((await db.from('sanctions').where('id', row.id).first()).appealed_at)

    const appeal = await client.post(`/sanctions/${row.id}/appeal`).json({ appeal: 'It was my school e-mail for a group project.' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    appeal.assertStatus(302)
    const stored = await db.from('sanctions').where('id', row.id).first()
    assert.isNotNull(stored.appealed_at)
    const report = await SafetyReport.findOrFail(stored.appeal_report_id)
    assert.include(report.serialize(), { type: 'appeal', status: 'NeedsAction', userId: learner.id })
    const again = await client.post(`/sanctions/${row.id}/appeal`).json({ appeal: 'Appealing a second time, please.' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    again.assertStatus(302)
    assert.equal(Number((await db.from('safety_reports').where('sanction_id', row.id).where('type', 'appeal').count('* as total').first())!.total), 1)
  })

  test('after 14 days the appeal is closed', async ({ client, assert }) => {
    const learner = await makeLearner()
    const row = await sanction(learner, (await makeUser({ roles: [...SAFETY_ROLES] })).id)
    await db.from('sanctions').where('id', row.id).update({ appeal_deadline_at: DateTime.utc().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const response = await client.post(`/sanctions/${row.id}/appeal`).json({ appeal: 'It was my school e-mail for a group project.' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    response.assertStatus(302)
    assert.isNull((await db.from('sanctions').where('id', row.id).first()).appealed_at)
    const screen = await client.get('/dashboard').withInertia().redirects(0).loginAs(learner)
    assert.isFalse(screen.inertiaProps.sections[0].props.canAppeal)
  })
})
