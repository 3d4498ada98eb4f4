import { test } from '@japa/runner'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import type { User } from '#modules/identity/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { submitAudit } from '../../actions/submit_audit.js'
import { writeAuditorNote } from '../../actions/write_auditor_note.js'
import { auditForm } from '../../rubric.js'
import { TUTORS_PER_PAGE } from '../../queries/tutors.js'
import { answersFor, makeAuditableSession } from '../factories.js'

/*
 * The admin Tutors page, /admin/tutors (spec 000 §2.6 Tutors, §6.3 mentor; issue 12 §3): tutors
 * with sessions hosted, last hosted, certified topics, reviewer level, reviews received with their
 * average rating, mentor status (spec 001 §4.3, from the mentor_actions log); search by name or
 * username; paginated; the same number of queries for 2 tutors as for a full page.
 */
const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })

async function named(user: User, name: string) {
  user.name = name
  await user.save()
  return user
}

async function auditOf(sessionId: number, title: string, tutorId: number, rating: string) {
  const peer = await makeTutor()
  return submitAudit({ sessionId, tutorId, sessionTitle: title, auditorId: peer.id, level: 'novice', auditorVerified: false, version: 'mars-v2', answers: answersFor(form, { rating }), durationSeconds: null })
}

test.group('Admin Tutors page (spec 000 §2.6, §6.3; issue 12 §3)', (group) => {
  const { measure } = queryCounter(group)

  test('each column: sessions hosted, last hosted, certified topics, reviewer level, reviews received (average), mentor status', async ({ client, assert }) => {
    const stamp = `Tp${Date.now().toString(36)}`
    const staff = await mentor()
    const busy = await named(await makeTutor(), `${stamp} Busy`)
    const quiet = await named(await makeTutor(), `${stamp} Quiet`)
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    await makeCertification(busy.id, topic.id, 'approved')
    const older = await makeAuditableSession({ host: busy, startedMinutesAgo: 3 * 24 * 60 })
    const newer = await makeAuditableSession({ host: busy, startedMinutesAgo: 300 })
    await auditOf(older.session.id, older.session.title, busy.id, 'exemplary')
    // A Novice rating is poor (spec 001 §4.5): the session needs a mentor.
    await auditOf(newer.session.id, newer.session.title, busy.id, 'novice')
    await writeAuditorNote({ mentorId: staff.id, subjectUserId: quiet.id, note: 'Careful, kind reviews.', newLevel: 'intermediate' })

    const response = await client.get(`/admin/tutors?q=${stamp}`).withInertia().loginAs(staff)
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.equal(props.meta.total, 2)
    assert.deepEqual(
      props.tutors.map((row: any) => row.name),
      [`${stamp} Busy`, `${stamp} Quiet`]
    )
    const [a, b] = props.tutors
    assert.equal(a.sessionsHosted, 2)
    assert.isAbove(Date.parse(a.lastHostedAt), Date.now() - 6 * 3600_000, 'the newer session is the last hosted')
    assert.equal(a.certifiedTopics, 1)
    assert.equal(a.auditorLevel, 'novice')
    assert.equal(a.auditsReceived, 2)
    assert.equal(a.averageRating, 3.5, 'exemplary 5 and novice 2')
    assert.equal(a.mentorStatus, 'NeedsMentor')
    assert.deepEqual([b.sessionsHosted, b.lastHostedAt, b.certifiedTopics, b.auditorLevel, b.auditsReceived, b.averageRating, b.mentorStatus], [0, null, 0, 'intermediate', 0, null, 'None'])

    // By username, exactly; a learner never shows.
    const learner = await named(await makeUser(), `${stamp} Learner`)
    const byUsername = await client.get(`/admin/tutors?q=${quiet.username}`).withInertia().loginAs(staff)
    assert.deepEqual(
      (byUsername.inertiaProps as any).tutors.map((row: any) => row.userId),
      [quiet.id]
    )
    const everyone = await client.get(`/admin/tutors?q=${stamp}`).withInertia().loginAs(staff)
    assert.notInclude(
      (everyone.inertiaProps as any).tutors.map((row: any) => row.userId),
      learner.id
    )

    // "Links to their audits": the Peer Reviews page for one tutor lists only theirs.
    const reviews = await client.get(`/admin/peer-review?tutor=${busy.id}`).withInertia().loginAs(staff)
    const shown = reviews.inertiaProps as any
    assert.deepEqual(shown.tutor, { id: busy.id, name: busy.name })
    assert.lengthOf(shown.recent, 2)
    assert.isTrue(shown.recent.every((row: any) => row.tutorName === busy.name))
    // A malformed filter shows the recent reviews, not an error.
    const bad = await client.get('/admin/peer-review?tutor=abc').withInertia().loginAs(staff)
    bad.assertStatus(200)
    assert.isNull((bad.inertiaProps as any).tutor)
  })

  test('paginated by 25, and the same number of queries for 2 tutors as for a full page (no N+1)', async ({ client, assert }) => {
    const stamp = `Pg${Date.now().toString(36)}`
    const staff = await mentor()
    const few = [await named(await makeTutor(), `${stamp}few 1`), await named(await makeTutor(), `${stamp}few 2`)]
    for (const tutor of few) await makeAuditableSession({ host: tutor })
    for (let i = 0; i < TUTORS_PER_PAGE + 1; i++) await named(await makeTutor(), `${stamp}many ${String(i).padStart(2, '0')}`)

    const first = await client.get(`/admin/tutors?q=${stamp}many`).withInertia().loginAs(staff)
    assert.equal((first.inertiaProps as any).meta.total, TUTORS_PER_PAGE + 1)
    assert.equal((first.inertiaProps as any).meta.lastPage, 2)
    assert.lengthOf((first.inertiaProps as any).tutors, TUTORS_PER_PAGE)
    const second = await client.get(`/admin/tutors?q=${stamp}many&page=2`).withInertia().loginAs(staff)
    assert.deepEqual(
      (second.inertiaProps as any).tutors.map((row: any) => row.name),
      [`${stamp}many ${TUTORS_PER_PAGE}`]
    )
    // Bad input (a page of 0, a long search) changes nothing: the first page of everyone.
    const bad = await client.get(`/admin/tutors?page=0&q=${'x'.repeat(200)}`).withInertia().loginAs(staff)
    bad.assertStatus(200)
    assert.equal((bad.inertiaProps as any).meta.currentPage, 1)
    assert.equal((bad.inertiaProps as any).filters.q, '')

    const small = await measure(() => client.get(`/admin/tutors?q=${stamp}few`).withInertia().loginAs(staff))
    const full = await measure(() => client.get(`/admin/tutors?q=${stamp}many`).withInertia().loginAs(staff))
    assert.equal(full, small, `queries for 2 tutors (${small}) and for ${TUTORS_PER_PAGE} (${full})`)
  }).timeout(120_000)
})
