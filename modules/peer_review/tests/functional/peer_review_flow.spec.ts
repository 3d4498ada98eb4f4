import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { UserEvent } from '#modules/recognition/index'
import { JitsiMeetProvider, setMeetingProvider, type MeetingProvider } from '#modules/tutoring/index'
import { fetchProviderRecordings } from '../../actions/fetch_provider_recordings.js'
import { auditForm } from '../../rubric.js'
import { auditorLevelsOf } from '../../queries/peer_review.js'
import { answersFor, FIRST_IN_QUEUE_MINUTES_AGO, makeAuditableSession } from '../factories.js'

const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })
const safety = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:safety'] as any })
const SECRET = 'Private note for coaches: the tutor shared a phone number.'

async function pointsOf(userId: number, eventType: string) {
  const rows = await UserEvent.query().where('user_id', userId).where('event_type', eventType)
  return rows.reduce((sum, row) => sum + row.eventPoints, 0)
}

test.group('Peer review flow (issue 12 §3; spec 001 §3.5, §4.3, §4.5; spec 002 §9 points)', () => {
  test('a host attaches a recording: https only, once per address (spec 002 §9 expiry 30 days)', async ({ client, assert }) => {
    const { session, host } = await makeAuditableSession({ recording: false })
    const post = (url: unknown, who = host) => client.post(`/tutor/peer-review/sessions/${session.id}/recordings`).json({ url }).withInertia().withCsrfToken().loginAs(who).redirects(0)

    for (const bad of ['http://example.org/r.mp4', 'javascript:alert(1)', 'not a link', '', 42]) {
      const response = await post(bad)
      assert.equal(response.status(), 302, String(bad))
      assert.property((response.flashMessages() as any)?.inputErrorsBag ?? {}, 'url', String(bad))
    }
    assert.lengthOf(await db.from('session_recordings').where('session_id', session.id), 0, 'bad input changes nothing')

    const ok = await post('https://video.example.org/rec/1')
    assert.notProperty(ok.flashMessages() ?? {}, 'inputErrorsBag')
    const [row] = await db.from('session_recordings').where('session_id', session.id)
    assert.equal(row.source, 'manual')
    const { fromDbTime } = await import('#app/support/database/values')
    const days = fromDbTime(row.expires_at)!.diff(fromDbTime(row.created_at)!, 'days').days
    assert.closeTo(days, 30, 0.01)

    const again = await post('https://video.example.org/rec/1')
    assert.equal((again.flashMessages() as any)?.inputErrorsBag?.url, 'This recording is already attached to the session.')
    assert.lengthOf(await db.from('session_recordings').where('session_id', session.id), 1)
  })

  test('provider recordings come through the optional interface method; Jitsi has none', async ({ assert }) => {
    const { session } = await makeAuditableSession({ recording: false })
    assert.equal(await fetchProviderRecordings(session.id), 0, 'the Jitsi default records nothing')
    const fake: MeetingProvider = {
      name: 'fake',
      roomFor: async () => 'https://meet.example.org/x',
      recordings: async () => [{ url: 'https://meet.example.org/rec/a.mp4' }, { url: 'http://insecure.example.org/b.mp4' }],
    }
    const previous = setMeetingProvider(fake)
    try {
      assert.equal(await fetchProviderRecordings(session.id), 1, 'only https recordings are kept')
      assert.equal(await fetchProviderRecordings(session.id), 0, 'a second fetch adds nothing')
    } finally {
      setMeetingProvider(previous)
    }
    const rows = await db.from('session_recordings').where('session_id', session.id)
    assert.deepEqual(rows.map((row) => [row.url, row.source]), [['https://meet.example.org/rec/a.mp4', 'provider']])
    assert.instanceOf(new JitsiMeetProvider(), JitsiMeetProvider)
  })

  test('queue → audit → the tutor replies → a mentor verifies; points once each; the escalation comment stays private', async ({ client, assert }) => {
    const { session, host } = await makeAuditableSession({ startedMinutesAgo: FIRST_IN_QUEUE_MINUTES_AGO })
    const auditor = await makeTutor()
    const otherAuditor = await makeTutor()
    const staff = await mentor()
    const safetyStaff = await safety()

    const queue = await client.get('/tutor/peer-review').withInertia().loginAs(auditor)
    assert.equal(queue.status(), 200)
    assert.include((queue.inertiaProps as any).queue.map((row: any) => row.sessionId), session.id)
    assert.equal((queue.inertiaProps as any).standing.level, 'novice')

    const page = await client.get(`/tutor/peer-review/${session.id}`).withInertia().loginAs(auditor)
    assert.equal(page.status(), 200)
    const props = page.inertiaProps as any
    assert.lengthOf(props.recordings, 1)
    const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
    assert.deepEqual(props.form.blocks.map((b: any) => b.name), form.blocks.map((b) => b.name))

    // Incomplete answers: field messages, nothing written.
    const incomplete = await client.post(`/tutor/peer-review/${session.id}`).json({ rating: 'proficient' }).withInertia().withCsrfToken().loginAs(auditor).redirects(0)
    assert.equal((incomplete.flashMessages() as any)?.inputErrorsBag?.['mastery-1'], 'This question is required')
    assert.lengthOf(await db.from('tutor_audits').where('session_id', session.id), 0)

    const answers = answersFor(form, { rating: 'developing', escalationComment: SECRET, no: ['respect-1'] })
    const submitted = await client.post(`/tutor/peer-review/${session.id}`).json(answers).withInertia().withCsrfToken().loginAs(auditor).redirects(0)
    assert.equal(submitted.header('location'), '/tutor/peer-review')
    const [audit] = await db.from('tutor_audits').where('session_id', session.id)
    assert.equal(audit.user_id, host.id)
    assert.equal(audit.internal_notes, SECRET)
    assert.notInclude(audit.details, SECRET, 'the comment is kept out of the answers')
    assert.isTrue(Boolean(audit.poor), 'a no on respect-1 is a poor rating (spec 001 §4.5)')
    assert.isTrue(Boolean(audit.needs_review), 'a novice’s audit needs review')
    assert.equal(audit.audit_level, 'novice')
    assert.equal(await pointsOf(auditor.id, 'session_audited'), 4)
    const tags = await db.from('session_tags').where('session_id', session.id)
    assert.deepEqual(tags.map((t) => t.tag), ['mentor'], 'a poor audit asks a mentor')
    const notes = await db.from('notifications').where('user_id', host.id).where('key', 'peer_review.audit_received')
    assert.lengthOf(notes, 1)
    assert.isNull(notes[0].related_user_id, 'the auditor stays unnamed')

    // A second submission changes nothing.
    const repeat = await client.post(`/tutor/peer-review/${session.id}`).json(answers).withInertia().withCsrfToken().loginAs(auditor).redirects(0)
    assert.equal(repeat.flashMessages()?.error, 'You have already reviewed this session.')
    assert.equal(await pointsOf(auditor.id, 'session_audited'), 4, 'points once')

    // The mentor-tagged session now waits for an experienced audit: a novice peer no longer gets it.
    const otherQueue = await client.get('/tutor/peer-review').withInertia().loginAs(otherAuditor)
    assert.notInclude((otherQueue.inertiaProps as any).queue.map((row: any) => row.sessionId), session.id)
    const staffQueue = await client.get('/tutor/peer-review').withInertia().loginAs(staff)
    assert.include((staffQueue.inertiaProps as any).queue.map((row: any) => row.sessionId), session.id)

    // The audited tutor sees the audit without the comment, as do the auditor's own lists.
    const mine = await client.get('/tutor/peer-review/mine').withInertia().loginAs(host)
    const received = (mine.inertiaProps as any).audits
    assert.lengthOf(received, 1)
    assert.equal(received[0].answers['respect-1'], 'no')
    assert.notInclude(JSON.stringify(mine.inertiaProps), SECRET)
    assert.notInclude(JSON.stringify(mine.inertiaProps), auditor.name, 'the auditor is not named to the tutor')
    assert.notInclude(JSON.stringify(queue.inertiaProps), SECRET)
    const ownList = await client.get('/tutor/peer-review').withInertia().loginAs(auditor)
    assert.notInclude(JSON.stringify(ownList.inertiaProps), SECRET)
    for (const who of [host, otherAuditor, auditor]) {
      const detail = await client.get(`/admin/peer-review/reviews/${audit.id}`).withInertia().loginAs(who)
      assert.equal(detail.status(), 403)
      assert.notInclude(detail.text(), SECRET)
    }
    // Coaches (admin mentors) and safety staff read it.
    const console = await client.get('/admin/peer-review').withInertia().loginAs(staff)
    assert.include(JSON.stringify(console.inertiaProps), SECRET)
    const detail = await client.get(`/admin/peer-review/reviews/${audit.id}`).withInertia().loginAs(safetyStaff)
    assert.equal((detail.inertiaProps as any).audit.escalationComment, SECRET)

    // The tutor replies once: 1 point.
    const badReply = await client.post(`/tutor/peer-review/audits/${audit.id}/reply`).json({ comment: 'Thanks', rating: 9 }).withInertia().withCsrfToken().loginAs(host).redirects(0)
    assert.property(badReply.flashMessages()?.inputErrorsBag ?? {}, 'rating')
    const reply = await client.post(`/tutor/peer-review/audits/${audit.id}/reply`).json({ comment: 'Thank you, I will slow down.', rating: 5 }).withInertia().withCsrfToken().loginAs(host).redirects(0)
    assert.notProperty(reply.flashMessages() ?? {}, 'error')
    const again = await client.post(`/tutor/peer-review/audits/${audit.id}/reply`).json({ comment: 'Once more', rating: 4 }).withInertia().withCsrfToken().loginAs(host).redirects(0)
    assert.equal(again.flashMessages()?.error, 'You have already replied to this review.')
    assert.equal(await pointsOf(host.id, 'audit_reply'), 1)
    const replied = await db.from('tutor_audits').where('id', audit.id).first()
    assert.equal(replied.reply_comment, 'Thank you, I will slow down.')
    assert.equal(Number(replied.reply_rating), 5)

    // A mentor verifies the audit: 4 points once; it now counts towards the auditor's level.
    assert.equal((await auditorLevelsOf([auditor.id])).get(auditor.id)!.acceptedAudits, 0)
    await client.post(`/admin/peer-review/reviews/${audit.id}/verify`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const twice = await client.post(`/admin/peer-review/reviews/${audit.id}/verify`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.equal(twice.flashMessages()?.error, 'This review is already verified.')
    assert.equal(await pointsOf(staff.id, 'verify_peer_reviewer_level'), 4)
    const verified = await db.from('tutor_audits').where('id', audit.id).first()
    assert.equal(verified.verifier_id, staff.id)
    assert.isFalse(Boolean(verified.needs_review))
    assert.equal((await auditorLevelsOf([auditor.id])).get(auditor.id)!.acceptedAudits, 1)

    // The tutor's data export carries the review, never the private comment nor the auditor.
    const { peerReviewDataOf } = await import('../../queries/personal_data.js')
    const exported = await peerReviewDataOf(host.id)
    assert.lengthOf(exported.reviewsOfMySessions, 1)
    assert.notInclude(JSON.stringify(exported), SECRET)
    assert.equal((await peerReviewDataOf(auditor.id)).reviewsWritten[0].privateComment, SECRET, 'the auditor’s own words are in their export')

    // The poor audit opened the session's mentor log; a mentor claims it, then resolves it once (4 points).
    const mentorPage = await client.get('/admin/mentor').withInertia().loginAs(staff)
    const row = (mentorPage.inertiaProps as any).sessions.find((r: any) => r.sessionId === session.id)
    assert.equal(row.status, 'NeedsMentor')
    await client.post(`/admin/mentor/sessions/${session.id}/claim`).json({}).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const noComment = await client.post(`/admin/mentor/sessions/${session.id}/resolve`).json({ comment: '' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.property((noComment.flashMessages() as any)?.inputErrorsBag ?? {}, 'comment')
    await client.post(`/admin/mentor/sessions/${session.id}/resolve`).json({ comment: 'Talked with the tutor about patience.' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const resolvedAgain = await client.post(`/admin/mentor/sessions/${session.id}/resolve`).json({ comment: 'Again' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.equal((resolvedAgain.flashMessages() as any)?.error, 'This session does not need a mentor now.')
    const log = await db.from('session_mentor_actions').where('session_id', session.id).orderBy('id')
    assert.deepEqual(log.map((entry) => entry.status), ['NeedsMentor', 'InProgress', 'Resolved'])
    assert.equal(await pointsOf(staff.id, 'resolve_coach_escalation'), 4)
    const after = await client.get('/admin/mentor').withInertia().loginAs(staff)
    const resolved = (after.inertiaProps as any).sessions.find((r: any) => r.sessionId === session.id)
    assert.equal(resolved.status, 'Resolved')
    assert.isNotNull(resolved.claimedAt)
    assert.isNotNull(resolved.resolvedAt)
  })

  test('a mentor’s note sets a level: flagged pauses the auditor (spec 000 §6.4 "flagged auditors get none")', async ({ client, assert }) => {
    const { session } = await makeAuditableSession()
    const auditor = await makeTutor()
    const staff = await mentor()
    const bad = await client.post(`/admin/peer-review/auditors/${auditor.id}/notes`).json({ note: 'x', newLevel: 'wizard' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.properties(bad.flashMessages()?.inputErrorsBag ?? {}, ['note', 'newLevel'])
    assert.lengthOf(await db.from('auditor_notes').where('subject_user_id', auditor.id), 0)
    await client.post(`/admin/peer-review/auditors/${auditor.id}/notes`).json({ note: 'Reviews copy the rubric text.', newLevel: 'flagged' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const standing = (await auditorLevelsOf([auditor.id])).get(auditor.id)!
    assert.equal(standing.level, 'flagged')
    assert.isTrue(standing.verified)
    const queue = await client.get('/tutor/peer-review').withInertia().loginAs(auditor)
    assert.lengthOf((queue.inertiaProps as any).queue, 0)
    const page = await client.get(`/tutor/peer-review/${session.id}`).withInertia().loginAs(auditor)
    assert.equal(page.status(), 403)

    // A verified intermediate's audit needs no review and counts at once.
    const experienced = await makeTutor()
    await client.post(`/admin/peer-review/auditors/${experienced.id}/notes`).json({ note: 'Calibrated with a coach.', newLevel: 'intermediate' }).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const form = auditForm({ level: 'intermediate', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
    await client.post(`/tutor/peer-review/${session.id}`).json(answersFor(form)).withInertia().withCsrfToken().loginAs(experienced).redirects(0)
    const audit = await db.from('tutor_audits').where('session_id', session.id).where('auditor_id', experienced.id).first()
    assert.equal(audit.audit_level, 'intermediate')
    assert.isFalse(Boolean(audit.needs_review))
    assert.isFalse(Boolean(audit.poor))
  })

  test('calibration: a staff review makes a gold standard; a peer gets it blind; agreement shows on Peer Reviews', async ({ client, assert }) => {
    const { session } = await makeAuditableSession({ startedMinutesAgo: FIRST_IN_QUEUE_MINUTES_AGO })
    const staff = await mentor()
    const peer = await makeTutor()
    const staffForm = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true }).form
    await client.post(`/tutor/peer-review/${session.id}`).json(answersFor(staffForm)).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const reference = await db.from('tutor_audits').where('session_id', session.id).where('auditor_id', staff.id).first()
    assert.equal(reference.audit_level, 'staff')

    // Audited already: not in a peer's queue until it is a gold standard.
    const before = await client.get('/tutor/peer-review').withInertia().loginAs(peer)
    assert.notInclude((before.inertiaProps as any).queue.map((row: any) => row.sessionId), session.id)

    const peerAudit = await makeAuditableSession()
    const peerForm = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
    await client.post(`/tutor/peer-review/${peerAudit.session.id}`).json(answersFor(peerForm)).withInertia().withCsrfToken().loginAs(peer).redirects(0)
    const notStaff = await db.from('tutor_audits').where('auditor_id', peer.id).first()
    const refused = await client.post(`/admin/peer-review/reviews/${notStaff.id}/gold`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.equal((refused.flashMessages() as any)?.error, 'Only a review by a mentor or policy admin can be the reference of a gold standard.')

    await client.post(`/admin/peer-review/reviews/${reference.id}/gold`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    const twice = await client.post(`/admin/peer-review/reviews/${reference.id}/gold`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.equal((twice.flashMessages() as any)?.error, 'This session already is a gold standard.')

    const after = await client.get('/tutor/peer-review').withInertia().loginAs(peer)
    const row = (after.inertiaProps as any).queue.find((r: any) => r.sessionId === session.id)
    assert.exists(row, 'the gold session is offered')
    assert.notProperty(row, 'gold', 'blind: nothing tells it apart')
    assert.isFalse(row.experienced)

    await client.post(`/tutor/peer-review/${session.id}`).json(answersFor(peerForm, { no: ['mastery-1'] })).withInertia().withCsrfToken().loginAs(peer).redirects(0)
    const console = await client.get('/admin/peer-review').withInertia().loginAs(staff)
    const auditorRow = (console.inertiaProps as any).auditors.find((a: any) => a.userId === peer.id)
    assert.equal(auditorRow.goldReviews, 1)
    // mars-v2 yes/no questions: mastery-1, active-1..3, respect-1, safety-1, escalation-1 (first-sessions only for the staff reference: compared when both answered).
    assert.isBelow(auditorRow.agreement, 1)
    assert.equal(auditorRow.agreementBySection.mastery, 0)
    assert.equal(auditorRow.agreementBySection.respect, 1)
  })
})
