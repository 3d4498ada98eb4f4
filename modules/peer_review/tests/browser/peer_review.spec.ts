import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { assertAccessible } from '#tests/helpers/accessibility'
import { patient, switchUser } from '#tests/helpers/browser_pages'
import { auditForm } from '../../rubric.js'
import { makeAuditableSession } from '../factories.js'

/*
 * Issue 12 "Done when", in Chromium: an eligible tutor audits a session from the queue, and the
 * host sees the audit (without the private comment) and replies.
 */
test.group('Peer review in a real browser (issue 12 §3)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('an eligible tutor audits a session from the queue; the host sees the audit and replies', async ({ browserContext, assert }) => {
    const { session, host } = await makeAuditableSession({ title: 'Fractions workshop' })
    const auditor = await makeTutor()
    const secret = 'Coaches only: please check the chat at minute 12.'

    await browserContext.loginAs(auditor)
    let page = patient(await browserContext.newPage())
    // The session page offers the review to whoever may write it.
    await page.goto(`/session/${session.id}`)
    await page.getByRole('heading', { name: 'Peer review' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Review this session' }).getAttribute('href'), `/tutor/peer-review/${session.id}`)
    await page.goto('/tutor/peer-review')
    await page.getByRole('heading', { name: 'Peer review sessions' }).waitFor()
    await page.getByRole('link', { name: 'Fractions workshop' }).click()
    await page.waitForURL(new RegExp(`/tutor/peer-review/${session.id}$`))
    await page.getByRole('heading', { name: 'Review: Fractions workshop' }).waitFor()
    await assertAccessible(page)

    const { form } = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true })
    for (const block of form.blocks) {
      if (block.type === 'select-tab') await page.getByRole('radiogroup', { name: block.label }).getByText(block.name === 'respect-1' ? 'No' : 'Yes', { exact: true }).click()
      else if (block.name === 'escalation-comment') await page.getByLabel(block.label).fill(secret)
      else if (block.type === 'textarea') await page.getByLabel(block.label).fill('Clear steps and lots of encouragement for everyone.')
    }
    await page.getByRole('radio', { name: 'Proficient' }).check()
    await page.getByRole('button', { name: 'Submit review' }).click()
    await page.waitForURL(/\/tutor\/peer-review$/)
    await page.getByText('Thank you for your review! You earned 4 points.').waitFor()
    await page.getByText(/Fractions workshop · Proficient/).waitFor()

    page = await switchUser(browserContext, page, host)
    await page.goto('/tutor/peer-review/mine')
    const review = page.getByRole('article', { name: 'Review of Fractions workshop' })
    await review.waitFor()
    await review.getByText('Proficient').waitFor()
    assert.notInclude(await page.content(), secret, 'the host never sees the escalation comment')
    await assertAccessible(page)
    await review.getByLabel('Your reply to the reviewer').fill('Thank you! I will give more wait time.')
    await review.getByRole('combobox', { name: /^How helpful was this review\?( \*)?$/ }).click()
    await page.getByRole('option', { name: '5 of 5' }).click()
    await review.getByRole('button', { name: 'Send reply' }).click()
    await page.getByText('You replied: "Thank you! I will give more wait time." (5 of 5)').waitFor()

    const audit = await db.from('tutor_audits').where('session_id', session.id).first()
    assert.equal(audit.auditor_id, auditor.id)
    assert.equal(audit.internal_notes, secret)
    assert.equal(Number(audit.reply_rating), 5)

    // A mentor verifies the novice's review on Peer Reviews, then finds the poor session on Mentor.
    const mentor = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })
    page = await switchUser(browserContext, page, mentor)
    await page.goto('/admin/peer-review')
    await page.getByRole('heading', { name: /Reviews needing a mentor/ }).waitFor()
    await assertAccessible(page)
    await page.getByRole('button', { name: `Verify the review of Fractions workshop by ${auditor.name}` }).click()
    await page.getByText('Review verified. You earned 4 points.').waitFor()
    await page.goto('/admin/mentor')
    await page.getByRole('heading', { name: 'Fractions workshop' }).waitFor()
    await assertAccessible(page)
    const verified = await db.from('tutor_audits').where('id', audit.id).first()
    assert.equal(verified.verifier_id, mentor.id)

    // The Tutors page lists the host with the review received, linking to their reviews.
    await page.goto(`/admin/tutors?q=${host.username}`)
    await page.getByRole('heading', { name: 'Tutors' }).first().waitFor()
    const reviews = page.getByRole('link', { name: `1 review of ${host.name}'s sessions, average 4 of 5` })
    await reviews.waitFor()
    await assertAccessible(page)
    await reviews.click()
    await page.getByRole('heading', { name: `Reviews of ${host.name}'s sessions (1)` }).waitFor()
  }).timeout(480_000)
})
