import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import { resetRateLimits } from '#tests/helpers/users'
import { COMMENT_MESSAGES } from '../../shared/index.js'
import { makeComment, makeCommentedSession, makeLearner, makeStaff, makeTutor } from '../factories.js'

/*
 * Every route of session comments for each kind of person: a visitor; a learner who did not
 * register (non-registrant); the registrant (15); the session's host; another tutor; staff with
 * admin:policy, admin:mentor, admin:safety (spec 000 §6.3 "Comments: policy or mentor"; safety
 * implies policy). Writers are the session's learners, hosts and staff (README "Who sees what").
 */
type Who = 'visitor' | 'learner' | 'registrant' | 'host' | 'otherTutor' | 'policy' | 'mentor' | 'safety'
const WHO: Who[] = ['visitor', 'learner', 'registrant', 'host', 'otherTutor', 'policy', 'mentor', 'safety']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')
const MODERATORS: Who[] = ['policy', 'mentor', 'safety']

let people: Record<Exclude<Who, 'visitor'>, User>
let sessionId: number

type Row = {
  label: string
  method: 'get' | 'post'
  json: boolean
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  /** Signed-in people refused with the rule's sentence (403 + message). */
  told?: Who[]
  allowedStatus: number
}

const ROWS: Row[] = [
  { label: 'GET /session/:id/comments', method: 'get', json: true, prepare: async () => ({ url: `/session/${sessionId}/comments` }), allowed: SIGNED_IN, allowedStatus: 200 },
  {
    label: 'POST /session/:id/comments',
    method: 'post',
    json: true,
    prepare: async () => ({ url: `/session/${sessionId}/comments`, body: { message: 'Looking forward to it!' } }),
    allowed: ['registrant', 'host', ...MODERATORS],
    told: ['learner', 'otherTutor'],
    allowedStatus: 201,
  },
  {
    label: 'POST /session-comments/:id/hide',
    method: 'post',
    json: true,
    prepare: async () => ({ url: `/session-comments/${(await makeComment(sessionId, people.registrant.id)).id}/hide` }),
    allowed: MODERATORS,
    allowedStatus: 200,
  },
  {
    label: 'POST /session-comments/:id/unhide',
    method: 'post',
    json: true,
    prepare: async () => ({ url: `/session-comments/${(await makeComment(sessionId, people.registrant.id, 'Hidden one', { hiddenAt: DateTime.utc(), hiddenByUserId: people.policy.id })).id}/unhide` }),
    allowed: MODERATORS,
    allowedStatus: 200,
  },
  { label: 'GET /admin/comments/sessions', method: 'get', json: false, prepare: async () => ({ url: '/admin/comments/sessions?filter=held' }), allowed: MODERATORS, allowedStatus: 200 },
]

test.group('Session comments authorisation (spec 000 §6.3, spec 001 §3.3)', (group) => {
  group.setup(async () => {
    const made = await makeCommentedSession()
    sessionId = made.session.id
    people = {
      learner: await makeLearner(),
      registrant: made.registrant,
      host: made.host,
      otherTutor: await makeTutor(),
      policy: await makeStaff(['admin:policy']),
      mentor: await makeStaff(['admin:mentor']),
      safety: await makeStaff(['admin:safety']),
    }
  })
  group.each.setup(() => resetRateLimits())

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare()
        const user = who === 'visitor' ? null : people[who]
        let request = client[row.method](url).withCsrfToken().redirects(0)
        request = row.json ? request.header('accept', 'application/json') : request.withInertia()
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.equal(status, row.allowedStatus, `${who}: ${response.text().slice(0, 200)}`)
        } else if (!user) {
          assert.equal(status, 401, who)
        } else if (row.told?.includes(who)) {
          assert.equal(status, 403, who)
          assert.equal(response.body().message, COMMENT_MESSAGES.notParticipant, who)
        } else {
          assert.equal(status, 403, `${who}: ${status}`)
        }
      }
    })
    .timeout(180_000)

  test('a session one may not see (a members-only world): 404 on reading and writing, for a learner who is not a member', async ({ client, assert }) => {
    const hidden = await makeCommentedSession('membership')
    const outsider = await makeLearner()
    const read = await client.get(`/session/${hidden.session.id}/comments`).header('accept', 'application/json').loginAs(outsider)
    assert.equal(read.status(), 404)
    const write = await client.post(`/session/${hidden.session.id}/comments`).header('accept', 'application/json').withCsrfToken().json({ message: 'hello' }).loginAs(outsider)
    assert.equal(write.status(), 404)
    // Its host (and staff) still can.
    const host = await client.get(`/session/${hidden.session.id}/comments`).header('accept', 'application/json').loginAs(hidden.host)
    assert.equal(host.status(), 200)
  }).timeout(60_000)

  test('a missing session or comment: 404', async ({ client, assert }) => {
    const read = await client.get('/session/999999999/comments').header('accept', 'application/json').loginAs(people.registrant)
    assert.equal(read.status(), 404)
    const hide = await client.post('/session-comments/999999999/hide').header('accept', 'application/json').withCsrfToken().loginAs(people.policy)
    assert.equal(hide.status(), 404)
  }).timeout(60_000)
})
