import { test } from '@japa/runner'
import { makeTutor, makeUser, makeLearner } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import type { Topic } from '#modules/catalog/index'
import { setTranscriptSharing } from '../../actions/set_transcript_sharing.js'
import { makeRequest, makeVideoUpload, passTutorQuiz } from '../factories.js'
import TutorQuiz from '../../models/tutor_quiz.js'
import { QUIZ_QUESTIONS } from '../../quiz/tutor_quiz.js'
import { makeWorld } from '#modules/worlds/tests/factories'

/*
 * Every certification route for each kind of person (issue 12 §1; spec 000 §6.2, §6.3; spec 001
 * §5.5): a visitor (the sign-in screen, 401), a learner (approved, not a tutor), the requester of
 * the request a row is about, another tutor, and staff holding certifications,
 * certifications:honorary or certifications:lead.
 */
type Who = 'visitor' | 'learner' | 'requester' | 'tutor' | 'staff' | 'honoraryStaff' | 'lead'
const WHO: Who[] = ['visitor', 'learner', 'requester', 'tutor', 'staff', 'honoraryStaff', 'lead']
const SIGNED_IN: Who[] = WHO.filter((who) => who !== 'visitor')

let people: Record<Exclude<Who, 'visitor'>, User>
let topic: Topic
let courseSlug: string
let worldSlug: string

type Row = {
  label: string
  method: 'get' | 'post'
  prepare: (user: User | null) => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  deniedStatus: 403 | 404
}

const fresh = async () => makeTopic((await makeCourse()).id, 'unit')

const ROWS: Row[] = [
  { label: 'GET /certification/about', method: 'get', prepare: async () => ({ url: '/certification/about' }), allowed: WHO, deniedStatus: 403 },
  { label: 'GET /certification/start', method: 'get', prepare: async () => ({ url: `/certification/start?course=${topic.courseId}` }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'GET /topic/:id/certify', method: 'get', prepare: async () => ({ url: `/topic/${topic.id}/certify?w=hub` }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'GET /topic/:id/certify/manual', method: 'get', prepare: async () => ({ url: `/topic/${topic.id}/certify/manual` }), allowed: SIGNED_IN, deniedStatus: 403 },
  {
    label: 'POST /topic/:id/certify',
    method: 'post',
    prepare: async (user) => {
      // Past the tutor quiz (spec 001 §3.1 tutor_quiz), which tutor_quiz.spec.ts covers.
      if (user) await passTutorQuiz(user.id)
      return {
        url: `/topic/${(await fresh()).id}/certify`,
        body: { recordingUrl: user ? (await makeVideoUpload(user.id)).downloadUrl : '/uploads/1/x.webm', reportedScore: 90 },
      }
    },
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  { label: 'GET /certification/quiz', method: 'get', prepare: async () => ({ url: '/certification/quiz' }), allowed: SIGNED_IN, deniedStatus: 403 },
  {
    label: 'POST /certification/quiz',
    method: 'post',
    prepare: async (user) => {
      if (user) await TutorQuiz.query().where('user_id', user.id).delete()
      return { url: '/certification/quiz', body: { answers: Object.fromEntries(QUIZ_QUESTIONS.map((question) => [question.key, question.answer])) } }
    },
    allowed: SIGNED_IN,
    deniedStatus: 403,
  },
  { label: 'GET /tutor/course/:slug (spec 000 §2.2)', method: 'get', prepare: async () => ({ url: `/tutor/course/${courseSlug}` }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'GET /tutor/course/:slug/certify', method: 'get', prepare: async () => ({ url: `/tutor/course/${courseSlug}/certify` }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'GET /tutor/world/:slug/certify', method: 'get', prepare: async () => ({ url: `/tutor/world/${worldSlug}/certify` }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'GET /certification/review (next offer)', method: 'get', prepare: async () => ({ url: '/certification/review' }), allowed: ['requester', 'tutor'], deniedStatus: 403 },
  {
    label: 'GET /certification/review/:id (never the requester)',
    method: 'get',
    prepare: async () => ({ url: `/certification/review/${(await makeRequest(people.requester.id, topic.id)).id}` }),
    allowed: ['tutor'],
    deniedStatus: 404,
  },
  {
    label: 'POST /certification/review/:id (never the requester)',
    method: 'post',
    prepare: async () => ({
      url: `/certification/review/${(await makeRequest(people.requester.id, topic.id)).id}`,
      body: { reportedScore: 90, uncheckedItems: [], userFeedback: '' },
    }),
    allowed: ['tutor'],
    deniedStatus: 404,
  },
  { label: 'GET /certification/mine', method: 'get', prepare: async () => ({ url: '/certification/mine' }), allowed: SIGNED_IN, deniedStatus: 403 },
  { label: 'POST /certification/transcript/sharing', method: 'post', prepare: async () => ({ url: '/certification/transcript/sharing', body: { shared: false } }), allowed: SIGNED_IN, deniedStatus: 403 },
  {
    label: 'GET /certification/transcript/:uuid (shared)',
    method: 'get',
    prepare: async () => ({ url: `/certification/transcript/${(await setTranscriptSharing(people.requester.id, true)).uuidTranscript}` }),
    allowed: WHO,
    deniedStatus: 404,
  },
  { label: 'GET /admin/certifications', method: 'get', prepare: async () => ({ url: '/admin/certifications' }), allowed: ['staff', 'honoraryStaff', 'lead'], deniedStatus: 403 },
  {
    label: 'POST /admin/certifications/:id/approve-recording',
    method: 'post',
    prepare: async () => ({ url: `/admin/certifications/${(await makeRequest(people.requester.id, (await fresh()).id, 'submitted')).id}/approve-recording` }),
    allowed: ['staff', 'lead'],
    deniedStatus: 403,
  },
  {
    label: 'POST /admin/certifications/:id/reject-recording',
    method: 'post',
    prepare: async () => ({ url: `/admin/certifications/${(await makeRequest(people.requester.id, (await fresh()).id, 'submitted')).id}/reject-recording`, body: { reason: 'No sound' } }),
    allowed: ['staff', 'lead'],
    deniedStatus: 403,
  },
  {
    label: 'POST /admin/certifications/:id/decide (lead)',
    method: 'post',
    prepare: async () => ({ url: `/admin/certifications/${(await makeRequest(people.requester.id, (await fresh()).id)).id}/decide`, body: { decision: 'approve', reason: 'Known tutor' } }),
    allowed: ['lead'],
    deniedStatus: 403,
  },
  {
    label: 'POST /admin/certifications/:id/revoke (lead)',
    method: 'post',
    prepare: async () => ({ url: `/admin/certifications/${(await makeRequest(people.requester.id, (await fresh()).id, 'approved')).id}/revoke`, body: { reason: 'Misconduct' } }),
    allowed: ['lead'],
    deniedStatus: 403,
  },
  {
    label: 'POST /admin/certifications/honorary',
    method: 'post',
    prepare: async () => ({ url: '/admin/certifications/honorary', body: { username: people.requester.username, topicId: (await fresh()).id } }),
    allowed: ['honoraryStaff', 'lead'],
    deniedStatus: 403,
  },
]

test.group('Certification authorisation (issue 12 §1; spec 000 §6.3; spec 001 §5.5)', (group) => {
  group.setup(async () => {
    const staff = (role: string) => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', role] as any })
    people = {
      learner: await makeLearner(),
      requester: await makeTutor(),
      tutor: await makeTutor(),
      staff: await staff('admin:certifications'),
      honoraryStaff: await staff('admin:certifications:honorary'),
      lead: await staff('admin:certifications:lead'),
    }
    topic = await fresh()
    const course = await makeCourse()
    courseSlug = course.slug
    worldSlug = (await makeWorld('public', { courseId: course.id })).slug
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const user = who === 'visitor' ? null : people[who]
        const { url, body } = await row.prepare(user)
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.oneOf(status, row.method === 'get' ? [200, 302] : [302, 303], `${who}: ${status}`)
          // An allowed write did its work: no field errors nor refusal flashed back.
          if (row.method === 'post') {
            const flashed = (response.flashMessages() ?? {}) as Record<string, unknown>
            assert.notProperty(flashed, 'inputErrorsBag', `${who}: ${JSON.stringify(flashed)}`)
            assert.notProperty(flashed, 'error', `${who}: ${JSON.stringify(flashed)}`)
          }
        } else if (!user) {
          assert.equal(status, 401, `${who} gets the sign-in screen`)
        } else {
          assert.equal(status, row.deniedStatus, `${who}`)
        }
      }
    })
    .timeout(120_000)

  test('the console menu lists Certifications for certifications, honorary and lead staff only (spec 000 §6.3)', async ({ client, assert }) => {
    for (const who of ['staff', 'honoraryStaff', 'lead'] as const) {
      const home = await client.get('/admin').withInertia().loginAs(people[who])
      const keys = (home.inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
      assert.include(keys, 'certifications', who)
    }
    const other = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:blog'] as any })
    const home = await client.get('/admin').withInertia().loginAs(other)
    assert.notInclude((home.inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key), 'certifications')
  })
})
