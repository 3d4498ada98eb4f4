import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { submitAudit } from '../../actions/submit_audit.js'
import { auditForm } from '../../rubric.js'
import { answersFor, makeAuditableSession } from '../factories.js'

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

type Row = {
  label: string
  method: 'get' | 'post'
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  denied: Partial<Record<Who, 403 | 404>> & { default: 403 | 404 }
}

let counter = 0
const session = async () => (await makeAuditableSession({ host: people.host, topicId })).session
const form = auditForm({ level: 'staff', isAdminMentorOrPolicy: true, hostsFirstSessions: true }).form
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
      for (const who of WHO) {
        const user = who === 'visitor' ? null : people[who]
        const { url, body } = await row.prepare()
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.oneOf(status, row.method === 'get' ? [200] : [302, 303], `${who}: ${status}`)
          if (row.method === 'post') {
            const flashed = (response.flashMessages() ?? {}) as Record<string, unknown>
            assert.notProperty(flashed, 'inputErrorsBag', `${who}: ${JSON.stringify(flashed)}`)
            assert.notProperty(flashed, 'error', `${who}: ${JSON.stringify(flashed)}`)
          }
        } else if (!user) {
          assert.equal(status, 401, `${who} gets the sign-in screen`)
        } else if (row.method === 'post' && (row.denied[who] ?? row.denied.default) === 403 && status === 302) {
          // A write refused with a reason answers the Inertia way: the reason flashed, nothing changed.
          assert.property(response.flashMessages() ?? {}, 'error', who)
        } else {
          assert.equal(status, row.denied[who] ?? row.denied.default, who)
        }
      }
    })
    .timeout(180_000)

  test('the console menu lists Peer Reviews and Mentor for admin mentors only (spec 000 §6.3)', async ({ client, assert }) => {
    const keys = async (user: User) => ((await client.get('/admin').withInertia().loginAs(user)).inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
    assert.includeMembers(await keys(people.mentor), ['peer-review', 'mentor'])
    assert.notInclude(await keys(people.safety), 'peer-review')
    assert.notInclude(await keys(people.safety), 'mentor')
  })
})
