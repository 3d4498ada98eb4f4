import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { calibrationAgreement, DOUBLE_REVIEW_EVERY } from '../../shared/index.js'
import { auditForm, sectionOfSlug } from '../../rubric.js'
import { answersFor, FIRST_IN_QUEUE_MINUTES_AGO, makeAuditableSession } from '../factories.js'

/*
 * Blind double review (issue 12 §3 ★): every 10th peer review by id (the session's first, not a
 * gold standard, not sent to a mentor) gets a second, independent review by another eligible peer,
 * who gets the session in their queue like any other and never sees the first review; the two
 * reviews' agreement shows on the Peer Reviews page next to calibration agreement.
 */
const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
/** answersFor says yes to every question, the escalation question too: a plain review says no to it. */
const NOT_ESCALATED = 'escalation-1'
const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })
const queueIds = async (client: any, user: any) => ((await client.get('/tutor/peer-review').withInertia().loginAs(user)).inertiaProps as any).queue.map((row: any) => row.sessionId)

/** Burns audit ids (insert and delete: ids are not reused) until the next audit's id is a multiple of 10 (or not). */
async function nextAuditIdSampled(sessionId: number, tutorId: number, sampled: boolean) {
  for (;;) {
    const now = sqlTime(DateTime.utc())
    const [row] = await db
      .table('tutor_audits')
      .insert({ user_id: tutorId, auditor_id: tutorId, session_id: sessionId, details: '{}', rating: 'proficient', audit_level: 'novice', created_at: now, updated_at: now })
      .returning('id')
    const id = Number(typeof row === 'object' ? row.id : row)
    await db.from('tutor_audits').where('id', id).delete()
    if (((id + 1) % DOUBLE_REVIEW_EVERY === 0) === sampled) return id + 1
  }
}

test.group('Blind double review (issue 12 §3 ★)', () => {
  test('a sampled peer review: another eligible peer gets the session blind; their agreement shows on Peer Reviews', async ({ client, assert }) => {
    const { session, host } = await makeAuditableSession({ startedMinutesAgo: FIRST_IN_QUEUE_MINUTES_AGO })
    const [first, second, third] = [await makeTutor(), await makeTutor(), await makeTutor()]
    const FIRST_TEXT = 'First reviewer: the warm-up question set a friendly tone.'
    const firstAnswers = Object.fromEntries(Object.entries(answersFor(form, { no: [NOT_ESCALATED] })).map(([key, value]) => [key, value === 'Clear explanations and a friendly pace throughout.' ? FIRST_TEXT : value]))

    const expectedId = await nextAuditIdSampled(session.id, host.id, true)
    await client.post(`/tutor/peer-review/${session.id}`).json(firstAnswers).withInertia().withCsrfToken().loginAs(first).redirects(0)
    const firstAudit = await db.from('tutor_audits').where('session_id', session.id).where('auditor_id', first.id).firstOrFail()
    assert.equal(Number(firstAudit.id), expectedId)
    const [sample] = await db.from('double_reviews').where('session_id', session.id)
    assert.equal(Number(sample.first_audit_id), expectedId)
    assert.isNull(sample.second_audit_id)

    // Reviewed once, yet offered again to another peer — and nothing in the queue tells it apart.
    assert.notInclude(await queueIds(client, first), session.id, 'not to the first reviewer')
    const queue = ((await client.get('/tutor/peer-review').withInertia().loginAs(second)).inertiaProps as any).queue
    const row = queue.find((r: any) => r.sessionId === session.id)
    assert.exists(row, 'the second reviewer gets the sampled session')
    assert.deepEqual(Object.keys(row).sort(), ['experienced', 'recordingExpiresAt', 'sessionId', 'startedAt', 'title'])
    // Blind: the audit page carries nothing of the first review.
    const page = await client.get(`/tutor/peer-review/${session.id}`).withInertia().loginAs(second)
    assert.equal(page.status(), 200)
    assert.notInclude(JSON.stringify(page.inertiaProps), FIRST_TEXT)

    // The second review completes the sample (different answers on two questions): no longer offered.
    await client.post(`/tutor/peer-review/${session.id}`).json(answersFor(form, { no: ['mastery-1', 'active-1', NOT_ESCALATED] })).withInertia().withCsrfToken().loginAs(second).redirects(0)
    const secondAudit = await db.from('tutor_audits').where('session_id', session.id).where('auditor_id', second.id).firstOrFail()
    const [done] = await db.from('double_reviews').where('session_id', session.id)
    assert.equal(Number(done.second_audit_id), Number(secondAudit.id))
    assert.isNotNull(done.completed_at)
    assert.notInclude(await queueIds(client, third), session.id, 'completed: the session is reviewed enough')

    const expected = calibrationAgreement([{ answers: JSON.parse(secondAudit.details).answers, reference: JSON.parse(firstAudit.details).answers }], sectionOfSlug)
    assert.isBelow(expected.overall!, 1)
    const staff = await mentor()
    const console = (await client.get('/admin/peer-review').withInertia().loginAs(staff)).inertiaProps as any
    assert.isAtLeast(console.doubleReview.sampled, 1)
    assert.isAtLeast(console.doubleReview.completed, 1)
    assert.isNotNull(console.doubleReview.overall)
    for (const reviewer of [first, second]) {
      const auditor = console.auditors.find((a: any) => a.userId === reviewer.id)
      assert.equal(auditor.doubleReviews, 1, reviewer.username)
      assert.closeTo(auditor.doubleAgreement, expected.overall!, 1e-9, reviewer.username)
    }
  }).timeout(120_000)

  test('not sampled: an audit id that is not a multiple of 10, a staff review, a review sent to a mentor', async ({ client, assert }) => {
    const peer = await makeTutor()
    const plain = await makeAuditableSession()
    await nextAuditIdSampled(plain.session.id, plain.host.id, false)
    await client.post(`/tutor/peer-review/${plain.session.id}`).json(answersFor(form, { no: [NOT_ESCALATED] })).withInertia().withCsrfToken().loginAs(peer).redirects(0)
    assert.lengthOf(await db.from('tutor_audits').where('session_id', plain.session.id), 1)
    assert.lengthOf(await db.from('double_reviews').where('session_id', plain.session.id), 0)

    const staffReviewed = await makeAuditableSession()
    await nextAuditIdSampled(staffReviewed.session.id, staffReviewed.host.id, true)
    const staffForm = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true }).form
    await client.post(`/tutor/peer-review/${staffReviewed.session.id}`).json(answersFor(staffForm, { no: [NOT_ESCALATED] })).withInertia().withCsrfToken().loginAs(await mentor()).redirects(0)
    assert.lengthOf(await db.from('tutor_audits').where('session_id', staffReviewed.session.id), 1)
    assert.lengthOf(await db.from('double_reviews').where('session_id', staffReviewed.session.id), 0)

    const poor = await makeAuditableSession()
    await nextAuditIdSampled(poor.session.id, poor.host.id, true)
    await client.post(`/tutor/peer-review/${poor.session.id}`).json(answersFor(form, { rating: 'flag' })).withInertia().withCsrfToken().loginAs(peer).redirects(0)
    assert.lengthOf(await db.from('tutor_audits').where('session_id', poor.session.id), 1)
    assert.lengthOf(await db.from('double_reviews').where('session_id', poor.session.id), 0)
  }).timeout(120_000)
})
