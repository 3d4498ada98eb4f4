import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { CertificationRequest, canTutorTopic } from '#modules/catalog/index'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { UserEvent, recognitionSummaryOf } from '#modules/recognition/index'
import { resolveSubject } from '#kernel/subjects'
import CertificationReview from '../../models/certification_review.js'
import { grantHonorary } from '../../actions/grant_honorary.js'
import { nextOffer } from '../../queries/certifications.js'
import { seededRandom } from '../../shared/index.js'
import { makeRequest, makeVideoUpload, passTutorQuiz } from '../factories.js'

const staffUser = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:certifications'] as any })
const CLEAN = { reportedScore: 90, uncheckedItems: [], userFeedback: '' }

async function pointsOf(userId: number, eventType: string) {
  const rows = await UserEvent.query().where('user_id', userId).where('event_type', eventType)
  return rows.reduce((sum, row) => sum + row.eventPoints, 0)
}

test.group('Certification flow (issue 12 §1; spec 001 §3.5, §4.5, §5.5; spec 002 Points)', () => {
  test('submit → staff approve the recording → 3 peer reviews → approved: the topic becomes tutorable, points awarded', async ({ client, assert }) => {
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const tutor = await makeTutor()
    await passTutorQuiz(tutor.id)
    const staff = await staffUser()
    const peers = [await makeTutor(), await makeTutor(), await makeTutor()]
    assert.isFalse(await canTutorTopic(tutor.id, topic.id))

    const upload = await makeVideoUpload(tutor.id)
    const submitted = await client.post(`/topic/${topic.id}/certify`).json({ recordingUrl: upload.downloadUrl, reportedScore: 88, source: 'camera', worldSlug: 'hub' }).withInertia().withCsrfToken().loginAs(tutor).redirects(0)
    assert.equal(submitted.header('location'), '/certification/mine')
    const request = await CertificationRequest.query().where('user_id', tutor.id).where('topic_id', topic.id).firstOrFail()
    assert.equal(request.type, 'video')
    assert.equal(request.reportedScore, 88)
    assert.isNull(request.readyForReviewAt, 'not ready for review before staff approve the recording (status 3)')
    await upload.refresh()
    assert.equal(upload.subjectType, 'certification_request')

    // Not offered before the recording is approved (spec 001 §5.5 "recording approved").
    assert.notEqual((await nextOffer(peers[0].id))?.id, request.id)
    await client.post(`/admin/certifications/${request.id}/approve-recording`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    await request.refresh()
    assert.isNotNull(request.recordingApprovedAt)
    assert.isNotNull(request.readyForReviewAt)
    assert.equal(request.recordingApprovingUserId, staff.id)

    // A peer may now play the recording (upload download asks the subject), a stranger may not.
    assert.isNotNull(await resolveSubject({ type: 'certification_request', id: request.id }, { id: peers[0].id }))
    assert.isNull(await resolveSubject({ type: 'certification_request', id: request.id }, { id: (await makeUser()).id }))

    for (const [index, peer] of peers.entries()) {
      const notes = index === 0 ? { ...CLEAN, userFeedback: 'Slow down a little' } : CLEAN
      const response = await client.post(`/certification/review/${request.id}`).json(notes).withInertia().withCsrfToken().loginAs(peer).redirects(0)
      assert.equal(response.status(), 302)
      assert.equal(await pointsOf(peer.id, 'certification_reviewed'), 2, 'certification reviewed: 2 points')
    }
    const reviews = await CertificationReview.query().where('certification_request_id', request.id).orderBy('id')
    assert.deepEqual(reviews.map((review) => review.flagged), [true, false, false])
    assert.deepEqual(reviews[0].reviewNotes, { reportedScore: 90, uncheckedItems: [], userFeedback: 'Slow down a little' })
    await request.refresh()
    assert.isNotNull(request.approvedAt, '2 of 3 clean reviews approve')
    assert.isTrue(await canTutorTopic(tutor.id, topic.id))
    assert.equal(await pointsOf(tutor.id, 'certification_approved'), 10, 'certification approved: 10 (not a course challenge)')
    // The Certifications achievement (spec 002 §9 "certify 1, 5, …") counts the approval.
    const certify = (await recognitionSummaryOf(tutor.id)).tracks.find((track) => track.key === 'certify')!
    assert.equal(certify.count, 1)
    assert.equal(certify.reached, 1)

    // The tutor was told at each step (recording accepted, certified), in words naming the topic.
    const told = await db.from('notifications').where('user_id', tutor.id).where('key', 'certification.update').orderBy('id')
    assert.deepEqual(told.map((row) => JSON.parse(row.payload).outcome), ['recording-approved', 'approved'])

    // A fourth peer is not offered it and may not review it.
    const late = await makeTutor()
    const refused = await client.post(`/certification/review/${request.id}`).json(CLEAN).withInertia().withCsrfToken().loginAs(late).redirects(0)
    assert.equal(refused.status(), 404)
    assert.equal(await CertificationReview.query().where('certification_request_id', request.id).count('* as n').first().then((row) => Number(row!.$extras.n)), 3)

    // My Certifications lists it with the recording; the transcript link is private until shared.
    const mine = await client.get('/certification/mine').withInertia().loginAs(tutor)
    const props = mine.inertiaProps as any
    assert.equal(props.courses[0].topics[0].topicId, topic.id)
    assert.equal(props.courses[0].topics[0].recordingUrl, request.recordingUrl)
    assert.isFalse(props.sharing.shared)
    const hidden = await client.get(props.sharing.path).withInertia()
    assert.equal(hidden.status(), 404, 'privacy-protective default: not shared')
    await client.post('/certification/transcript/sharing').json({ shared: true }).withInertia().withCsrfToken().loginAs(tutor)
    const shared = await client.get(props.sharing.path).withInertia()
    assert.equal(shared.status(), 200)
    assert.isNull((shared.inertiaProps as any).courses[0].topics[0].recordingUrl, 'the public transcript never links the video')
  }).timeout(60_000)

  test('a course challenge approval earns 50; two flagged reviews reject (spec 002 Points; decided majority rule)', async ({ client, assert }) => {
    const course = await makeCourse()
    const challenge = await makeTopic(course.id, 'challenge', { active: false })
    const unit = await makeTopic(course.id, 'unit')
    const tutor = await makeTutor()
    const approved = await makeRequest(tutor.id, challenge.id)
    const rejected = await makeRequest(tutor.id, unit.id)
    const peers = [await makeTutor(), await makeTutor(), await makeTutor()]
    for (const peer of peers) {
      await client.post(`/certification/review/${approved.id}`).json(CLEAN).withInertia().withCsrfToken().loginAs(peer)
      await client.post(`/certification/review/${rejected.id}`).json({ ...CLEAN, reportedScore: peer === peers[2] ? 90 : 50 }).withInertia().withCsrfToken().loginAs(peer)
    }
    await approved.refresh()
    await rejected.refresh()
    assert.isNotNull(approved.approvedAt)
    assert.equal(await pointsOf(tutor.id, 'certification_approved'), 50)
    assert.isNotNull(rejected.rejectedAt)
    assert.isNull(rejected.approvedAt)
    assert.isFalse(await canTutorTopic(tutor.id, unit.id))
  }).timeout(60_000)

  test('bad input changes nothing: score out of range, missing recording, someone else’s upload, a second request', async ({ client, assert }) => {
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const tutor = await makeTutor()
    await passTutorQuiz(tutor.id)
    const other = await makeTutor()
    const own = await makeVideoUpload(tutor.id)
    const theirs = await makeVideoUpload(other.id)
    const post = (body: Record<string, unknown>) => client.post(`/topic/${topic.id}/certify`).json(body).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    assert.equal((await post({ recordingUrl: own.downloadUrl, reportedScore: 101 })).status(), 422)
    assert.equal((await post({ recordingUrl: own.downloadUrl, reportedScore: 'lots' })).status(), 422)
    assert.equal((await post({ reportedScore: 80 })).status(), 422)
    const stolen = await post({ recordingUrl: theirs.downloadUrl, reportedScore: 80 })
    assert.equal(stolen.status(), 422)
    assert.include(JSON.stringify(stolen.body()), 'Please record and upload this required video')
    assert.equal(await CertificationRequest.query().where('user_id', tutor.id).count('* as n').first().then((row) => Number(row!.$extras.n)), 0)
    await theirs.refresh()
    assert.isNull(theirs.subjectType)
    await post({ recordingUrl: own.downloadUrl, reportedScore: 80 })
    const again = await post({ recordingUrl: (await makeVideoUpload(tutor.id)).downloadUrl, reportedScore: 80 })
    assert.equal(again.status(), 422)
    assert.equal(await CertificationRequest.query().where('user_id', tutor.id).count('* as n').first().then((row) => Number(row!.$extras.n)), 1)
    const bad = await client.post(`/certification/review/${(await makeRequest(other.id, topic.id)).id}`).json({ reportedScore: 80, uncheckedItems: ['nope'] }).withCsrfToken().loginAs(tutor).header('accept', 'application/json')
    assert.equal(bad.status(), 422)
    assert.equal(await CertificationReview.query().where('reviewer_user_id', tutor.id).count('* as n').first().then((row) => Number(row!.$extras.n)), 0)
  }).timeout(60_000)

  test('offers: oldest first, random among the first 10, never an unapproved requester’s (spec 001 §5.5)', async ({ assert }) => {
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const reviewer = await makeTutor()
    const unapproved = await makeUser({ birth: '1990-01-01', roles: [] })
    // Older than any other request of this run: the oldest is the unapproved requester's.
    const day = (n: number) => DateTime.fromISO('2020-01-01T00:00:00Z').plus({ days: n })
    const blocked = await makeRequest(unapproved.id, topic.id, 'ready', day(0))
    const mine = []
    for (let n = 1; n <= 12; n++) mine.push(await makeRequest((await makeTutor()).id, topic.id, 'ready', day(n)))
    const offered = new Set<number>()
    const random = seededRandom(3)
    for (let run = 0; run < 60; run++) offered.add((await nextOffer(reviewer.id, random))!.id)
    assert.notInclude([...offered], blocked.id, 'requester not approved')
    assert.deepEqual([...offered].sort((a, b) => a - b), mine.slice(0, 10).map((request) => request.id), 'the 10 oldest offerable, each picked at some point')
  }).timeout(60_000)

  test('honorary certifications make the topic tutorable but stay off the transcript; revoking removes tutorability', async ({ client, assert }) => {
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const tutor = await makeTutor()
    const lead = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:certifications:lead'] as any })
    const honorary = await grantHonorary(tutor.id, topic.id, lead.id, 'Founding tutor')
    assert.isNotNull(honorary)
    assert.isNull(await grantHonorary(tutor.id, topic.id, lead.id, null), 'once per topic')
    assert.isTrue(await canTutorTopic(tutor.id, topic.id))
    const mine = await client.get('/certification/mine').withInertia().loginAs(tutor)
    assert.deepEqual((mine.inertiaProps as any).courses, [])
    await client.post(`/admin/certifications/${honorary!.id}/revoke`).json({ reason: 'Left the platform' }).withInertia().withCsrfToken().loginAs(lead)
    assert.isFalse(await canTutorTopic(tutor.id, topic.id))
    // The person's export keeps the revoked request with its revocation (issue 20 §4 own data).
    const { certificationDataOf } = await import('../../queries/personal_data.js')
    const exported = await certificationDataOf(tutor.id)
    assert.equal(exported.requests.length, 1)
    assert.isNotNull(exported.requests[0].revokedAt)
    assert.equal(exported.requests[0].reason, 'Revoked: Left the platform')
    assert.isFalse(exported.transcriptShared)
  }).timeout(60_000)

  test('the pending-review toast: shown to a tutor while a review is waiting for them, never to a learner (spec 000 §2.5)', async ({ client, assert }) => {
    const { reviewToastMemo } = await import('../../queries/review_toast.js')
    reviewToastMemo.forget()
    const topic = await makeTopic((await makeCourse()).id, 'unit')
    const reviewer = await makeTutor()
    const learner = await makeUser({ birth: '2008-01-01' })
    await makeRequest((await makeTutor()).id, topic.id)
    const keys = async (user: typeof reviewer) => {
      const page = await client.get('/certification/about').withInertia().loginAs(user)
      return ((page.inertiaProps as any).toasts as { key: string }[]).map((toast) => toast.key)
    }
    assert.include(await keys(reviewer), 'certification.reviews-waiting')
    assert.notInclude(await keys(learner), 'certification.reviews-waiting')
  }).timeout(60_000)
})
