import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { submitAudit } from '../../actions/submit_audit.js'
import { auditForm } from '../../rubric.js'
import { answersFor, makeAuditableSession } from '../factories.js'

/*
 * Featured audits (issue 12 §3 "Featured audits"; spec 001 §3.5 tutor_audit_featured): a mentor
 * features one written comment of a review; reviewers see it on /tutor/peer-review and mentors on
 * /admin/peer-review as an example, with the rating only: no session title, no tutor, reviewer or
 * learner name, never the private escalation comment.
 */
const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
const [TEXT, NAMING] = form.blocks.filter((block) => block.type === 'textarea' && block.name !== 'escalation-comment')
const mentor = () => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:mentor'] as any })
const SECRET = 'Coaches only: a learner shared her address.'

test.group('Featured audits (issue 12 §3; spec 001 §3.5)', () => {
  test('a mentor features a written comment; reviewers see it as an example without names or the escalation comment', async ({ client, assert }) => {
    const staff = await mentor()
    const learner = await makeLearner()
    learner.name = 'Alexandra Quillfeather'
    await learner.save()
    const { session, host } = await makeAuditableSession({ title: 'Ratios and rates', learners: [learner] })
    const auditor = await makeTutor()
    const answers = {
      ...answersFor(form, { rating: 'exemplary', escalationComment: SECRET }),
      [TEXT.name]: 'You waited for every learner to answer: great pacing.',
      [NAMING.name]: 'When alexandra got stuck you gave her a hint, not the answer.',
    }
    const written = (await submitAudit({ sessionId: session.id, tutorId: host.id, sessionTitle: session.title, auditorId: auditor.id, level: 'novice', auditorVerified: false, version: 'mars-v2', answers, durationSeconds: null }))!
    const feature = (body: Record<string, unknown>, who = staff) => client.post(`/admin/peer-review/reviews/${written.id}/feature`).json(body).withInertia().withCsrfToken().loginAs(who).redirects(0)

    // Bad input: a yes/no answer, the escalation comment, an unknown key, nothing — refused, nothing stored.
    for (const commentKey of ['respect-1', 'escalation-comment', 'no-such-question', '', undefined]) {
      const response = await feature(commentKey === undefined ? {} : { commentKey })
      assert.equal(response.status(), 302, String(commentKey))
      assert.property((response.flashMessages() as any)?.inputErrorsBag ?? {}, 'commentKey', String(commentKey))
    }
    // A comment naming a learner of the session is never an example.
    const naming = await feature({ commentKey: NAMING.name })
    assert.equal((naming.flashMessages() as any)?.inputErrorsBag?.commentKey, 'This comment names a learner of the session: examples never show learners. Choose another comment.')
    assert.lengthOf(await db.from('tutor_audit_featured').where('tutor_audit_id', written.id), 0)

    // The review page offers the written comments only.
    const page = await client.get(`/admin/peer-review/reviews/${written.id}`).withInertia().loginAs(staff)
    const offered = (page.inertiaProps as any).comments.map((comment: { key: string }) => comment.key)
    assert.include(offered, TEXT.name)
    assert.notInclude(offered, 'escalation-comment')
    assert.isTrue((page.inertiaProps as any).canFeature)

    const ok = await feature({ commentKey: TEXT.name })
    assert.notProperty(ok.flashMessages() ?? {}, 'inputErrorsBag')
    assert.equal((ok.flashMessages() as any)?.success, 'Featured: reviewers now see this comment as an example.')
    const [row] = await db.from('tutor_audit_featured').where('tutor_audit_id', written.id)
    assert.equal(Number(row.user_id), staff.id)
    assert.equal(row.comment_key, TEXT.name)
    const again = await feature({ commentKey: TEXT.name })
    assert.equal((again.flashMessages() as any)?.error, 'This review already is an example.')
    assert.lengthOf(await db.from('tutor_audit_featured').where('tutor_audit_id', written.id), 1)

    // A reviewer's queue and the mentors' page show the example: comment and rating, nothing else.
    const reviewer = await makeTutor()
    for (const [who, url] of [
      [reviewer, '/tutor/peer-review'],
      [staff, '/admin/peer-review'],
    ] as const) {
      const response = await client.get(url).withInertia().loginAs(who)
      const example = (response.inertiaProps as any).featured.find((item: any) => item.auditId === written.id)
      assert.exists(example, url)
      assert.deepEqual(Object.keys(example).sort(), ['auditId', 'comment', 'commentLabel', 'featuredAt', 'rating'])
      assert.equal(example.comment, 'You waited for every learner to answer: great pacing.')
      assert.equal(example.commentLabel, TEXT.label)
      assert.equal(example.rating, 'exemplary')
      const text = JSON.stringify((response.inertiaProps as any).featured)
      for (const hidden of [SECRET, session.title, host.name, auditor.name, host.username, auditor.username, learner.name, 'alexandra']) assert.notInclude(text, hidden, `${url}: ${hidden}`)
    }
    const admin = await client.get(`/admin/peer-review?tutor=${host.id}`).withInertia().loginAs(staff)
    assert.equal((admin.inertiaProps as any).recent.find((audit: any) => audit.id === written.id).featuredKey, TEXT.name)

    // Safety staff read the review (escalation) but do not feature.
    const safety = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:safety'] as any })
    const safetyPage = await client.get(`/admin/peer-review/reviews/${written.id}`).withInertia().loginAs(safety)
    assert.isFalse((safetyPage.inertiaProps as any).canFeature)

    const stop = await client.post(`/admin/peer-review/reviews/${written.id}/unfeature`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.notProperty(stop.flashMessages() ?? {}, 'error')
    assert.lengthOf(await db.from('tutor_audit_featured').where('tutor_audit_id', written.id), 0)
    const after = await client.get('/tutor/peer-review').withInertia().loginAs(reviewer)
    assert.isUndefined((after.inertiaProps as any).featured.find((item: any) => item.auditId === written.id))
    const twice = await client.post(`/admin/peer-review/reviews/${written.id}/unfeature`).withInertia().withCsrfToken().loginAs(staff).redirects(0)
    assert.equal((twice.flashMessages() as any)?.error, 'This review is not featured.')
  }).timeout(120_000)
})
