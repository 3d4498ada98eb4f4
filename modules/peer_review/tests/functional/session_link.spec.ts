import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { attachRecording } from '../../actions/attach_recording.js'
import { submitAudit } from '../../actions/submit_audit.js'
import { auditForm } from '../../rubric.js'
import { answersFor, makeAuditableSession } from '../factories.js'
import { peerReviewLinkFor } from '../../queries/session_link.js'

/*
 * The "Peer review" section of a session page (tutoring's 'session.sections' outlet; issue 12 §3):
 * "Review this session" for exactly those the audit page lets in (spec 001 §5.4: relevant tag,
 * can view, not a host, not audited yet, not hosting its future sessions), "See reviews" for the
 * main host once the session has a review; nothing for learners, visitors and ineligible tutors.
 */
const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
const sectionOf = async (client: any, sessionId: number, user?: any) => {
  let request = client.get(`/session/${sessionId}`).withInertia()
  if (user) request = request.loginAs(user)
  const response = await request
  response.assertStatus(200)
  return (response.inertiaProps as any).sections.find((item: any) => item.key === 'peer_review.session-link') ?? null
}

test.group('Peer review link on session pages (issue 12 §3; spec 001 §5.4)', (group) => {
  const { measure } = queryCounter(group)

  test('who sees "Review this session" and "See reviews"', async ({ client, assert }) => {
    // A unit topic: only tutors certified in it may review.
    const topicId = (await makeTopic((await makeCourse()).id, 'unit')).id
    const host = await makeTutor()
    await makeCertification(host.id, topicId, 'approved')
    const eligible = await makeTutor()
    await makeCertification(eligible.id, topicId, 'approved')
    const ineligible = await makeTutor()
    const learner = await makeLearner()
    const staff = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })
    const { session } = await makeAuditableSession({ host, topicId, recording: false })

    // No recording yet: nobody sees the section (and the page remembers that for a while)…
    for (const who of [eligible, host, staff]) assert.isNull(await sectionOf(client, session.id, who))
    // …until a recording is added, which this process forgets at once.
    await attachRecording({ sessionId: session.id, url: `https://video.example.org/${session.id}.mp4`, source: 'manual', byUserId: host.id })

    assert.isNull(await sectionOf(client, session.id), 'a visitor')
    assert.isNull(await sectionOf(client, session.id, learner), 'a learner')
    assert.isNull(await sectionOf(client, session.id, ineligible), 'a tutor not certified in the topic')
    assert.isNull(await sectionOf(client, session.id, host), 'the host, before any review')
    for (const who of [eligible, staff]) {
      const section = await sectionOf(client, session.id, who)
      assert.deepEqual(section?.props, { href: `/tutor/peer-review/${session.id}`, label: 'Review this session', description: section?.props.description })
      assert.equal(section?.component, 'peer_review/session_link')
      const page = await client.get(section.props.href).withInertia().loginAs(who)
      assert.equal(page.status(), 200, 'the link opens the audit page')
    }

    // Once reviewed: the reviewer no longer gets the link, the host gets "See reviews".
    await submitAudit({ sessionId: session.id, tutorId: host.id, sessionTitle: session.title, auditorId: eligible.id, level: 'novice', auditorVerified: false, version: 'mars-v2', answers: answersFor(form), durationSeconds: null })
    assert.isNull(await sectionOf(client, session.id, eligible), 'already reviewed')
    const mine = await sectionOf(client, session.id, host)
    assert.equal(mine?.props.href, '/tutor/peer-review/mine')
    assert.equal(mine?.props.label, 'See reviews')
    assert.isNull(await sectionOf(client, session.id, learner))
  }).timeout(120_000)

  test('no query for a viewer who is not a tutor, nor for a tutor on a session without recordings or reviews (the session page budget)', async ({ assert }) => {
    const learner = await makeLearner()
    const tutor = await makeTutor()
    const { session } = await makeAuditableSession({ recording: false })
    // The first answer is looked up once, then remembered (measure keeps the smallest of 3 runs).
    assert.equal(await measure(() => peerReviewLinkFor(learner.id, session.id)), 0, 'a learner')
    assert.equal(await measure(() => peerReviewLinkFor(tutor.id, session.id)), 0, 'a tutor, session without recordings')
    assert.deepEqual(await peerReviewLinkFor(tutor.id, session.id), [])
  })
})
