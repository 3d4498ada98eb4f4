import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { submitAudit } from '../../actions/submit_audit.js'
import { featureAudit } from '../../actions/feature_audit.js'
import { auditForm } from '../../rubric.js'
import { answersFor, makeAuditableSession } from '../factories.js'
import { checkMatrixRow, type MatrixRow } from '#tests/helpers/authorization_matrix'

/*
 * Every peer-review route for each kind of person (issue 12 §3; spec 000 §6.3 mentor, §6.4;
 * spec 001 §5.4): a visitor (401), a learner, the audited host, an eligible auditor (certified in
 * the session's topic), an ineligible tutor (not certified in it), an admin mentor and safety staff.
 */
type Who = 'visitor' | 'learner' | 'host' | 'auditor' | 'ineligible' | 'mentor' | 'safety'
const WHO: Who[] = ['visitor', 'learner', 'host', 'auditor', 'ineligible', 'mentor', 'safety']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')

let people: Record<Exclude<Who, 'visitor'>, User>
let topicId: number

type Row = MatrixRow<Who>

let counter = 0
const session = async () => (await makeAuditableSession({ host: people.host, topicId })).session
const form = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true }).form
/** A written comment of the rubric (what a mentor features). */
const COMMENT = form.blocks.find((block) => block.type === 'textarea' && block.name !== 'escalation-comment')!.name
/** A fresh audit of the host's session by a throwaway peer. */
async function audit(rating = 'proficient', level: 'novice' | 'staff' = 'novice') {
  const s = await session()
  const peer = await makeTutor()
  const written = await submitAudit({ sessionId: s.id, tutorId: people.host.id, sessionTitle: s.title, auditorId: peer.id, level, auditorVerified: false, version: 'mars-v2', answers: answersFor(form, { rating }), durationSeconds: null })
  return { auditId: written!.id, sessionId: s.id }
}

const ROWS: Row[] = [
  { label: 'GET /tutor/peer-review (the queue)', method: 'get', prepare: async () => ({ url: '/tutor/peer-review' }), allowed: ['host', 'auditor', 'ineligible', 'mentor', 'safety'], denied: { default: 403 } },
  { label: 'GET /tutor/peer-review/mine', method: 'get', prepare: async () => ({ url: '/tutor/peer-review/mine' }), allowed: SIGNED_IN, denied: { default: 403 } },
  {
    label: 'POST /tutor/peer-review/sessions/:id/recordings (its host only)',
    method: 'post',
    prepare: async () => ({ url: `/tutor/peer-review/sessions/${(await session()).id}/recordings`, body: { url: `https://video.example.org/${++counter}` } }),
    allowed: ['host'],
    denied: { default: 404 },
  },
  {
    label: 'GET /tutor/peer-review/:id (the audit page)',
    method: 'get',
    prepare: async () => ({ url: `/tutor/peer-review/${(await session()).id}` }),
    allowed: ['auditor', 'mentor', 'safety'],
    denied: { default: 403, learner: 404 },
  },
  {
    label: 'POST /tutor/peer-review/:id (submit an audit)',
    method: 'post',
    prepare: async () => ({ url: `/tutor/peer-review/${(await session()).id}`, body: answersFor(form) }),
    allowed: ['auditor', 'mentor', 'safety'],
    denied: { default: 403, learner: 404 },
  },
  {
    label: 'POST /tutor/peer-review/audits/:id/reply (the audited tutor only)',
    method: 'post',
    prepare: async () => ({ url: `/tutor/peer-review/audits/${(await audit()).auditId}/reply`, body: { comment: 'Thank you!', rating: 4 } }),
    allowed: ['host'],
    denied: { default: 404 },
  },
  { label: 'GET /admin/peer-review', method: 'get', prepare: async () => ({ url: '/admin/peer-review' }), allowed: ['mentor'], denied: { default: 403 } },
  {
    label: 'GET /admin/peer-review/reviews/:id (the escalation comment)',
    method: 'get',
    prepare: async () => ({ url: `/admin/peer-review/reviews/${(await audit()).auditId}` }),
    allowed: ['mentor', 'safety'],
    denied: { default: 403 },
  },
  { label: 'POST /admin/peer-review/reviews/:id/verify', method: 'post', prepare: async () => ({ url: `/admin/peer-review/reviews/${(await audit()).auditId}/verify` }), allowed: ['mentor'], denied: { default: 403 } },
  { label: 'POST /admin/peer-review/reviews/:id/gold', method: 'post', prepare: async () => ({ url: `/admin/peer-review/reviews/${(await audit('proficient', 'staff')).auditId}/gold` }), allowed: ['mentor'], denied: { default: 403 } },
  { label: 'GET /admin/tutors (spec 000 §2.6 Tutors: mentor)', method: 'get', prepare: async () => ({ url: '/admin/tutors?q=a&page=1' }), allowed: ['mentor'], denied: { default: 403 } },
  { label: 'GET /admin/peer-review?tutor= (one tutor\'s reviews)', method: 'get', prepare: async () => ({ url: `/admin/peer-review?tutor=${people.host.id}` }), allowed: ['mentor'], denied: { default: 403 } },
  {
    label: 'POST /admin/peer-review/reviews/:id/feature',
    method: 'post',
    prepare: async () => ({ url: `/admin/peer-review/reviews/${(await audit()).auditId}/feature`, body: { commentKey: COMMENT } }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  {
    label: 'POST /admin/peer-review/reviews/:id/unfeature',
    method: 'post',
    prepare: async () => {
      const { auditId } = await audit()
      await featureAudit({ auditId, mentorId: people.mentor.id, commentKey: COMMENT })
      return { url: `/admin/peer-review/reviews/${auditId}/unfeature` }
    },
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  { label: 'GET /admin/mentor', method: 'get', prepare: async () => ({ url: '/admin/mentor' }), allowed: ['mentor'], denied: { default: 403 } },
  {
    label: 'POST /admin/mentor/sessions/:id/claim',
    method: 'post',
    prepare: async () => ({ url: `/admin/mentor/sessions/${(await audit('flag')).sessionId}/claim`, body: {} }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  {
    label: 'POST /admin/mentor/sessions/:id/resolve',
    method: 'post',
    prepare: async () => ({ url: `/admin/mentor/sessions/${(await audit('flag')).sessionId}/resolve`, body: { comment: 'Spoke with the tutor.' } }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  {
    label: 'POST /admin/peer-review/auditors/:id/notes',
    method: 'post',
    prepare: async () => ({ url: `/admin/peer-review/auditors/${people.ineligible.id}/notes`, body: { note: 'Good start.', newLevel: 'beginner' } }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
]

test.group('Peer review authorisation (issue 12 §3; spec 000 §6.3, §6.4; spec 001 §5.4)', (group) => {
  group.setup(async () => {
    const staff = (role: string) => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', role] as any })
    // A unit topic: only certified tutors may review its sessions (challenge topics are open to every tutor).
    topicId = (await makeTopic((await makeCourse()).id, 'unit')).id
    people = {
      learner: await makeLearner(),
      host: await makeTutor(),
      auditor: await makeTutor(),
      ineligible: await makeTutor(),
      mentor: await staff('admin:mentor'),
      safety: await staff('admin:safety'),
    }
    await makeCertification(people.host.id, topicId, 'approved')
    await makeCertification(people.auditor.id, topicId, 'approved')
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      await checkMatrixRow({ client, assert }, row, { visitor: null, ...people }, { refusalMayFlash: true })
    })
    .timeout(180_000)

  test('the console menu lists Peer Reviews, Mentor and Tutors for admin mentors only (spec 000 §6.3)', async ({ client, assert }) => {
    const keys = async (user: User) => ((await client.get('/admin').withInertia().loginAs(user)).inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
    assert.includeMembers(await keys(people.mentor), ['peer-review', 'mentor', 'tutors'])
    assert.notInclude(await keys(people.safety), 'peer-review')
    assert.notInclude(await keys(people.safety), 'tutors')
    assert.notInclude(await keys(people.safety), 'mentor')
  })
})
