import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import { checkMatrixRow, type MatrixRow } from '#tests/helpers/authorization_matrix'
import { submitAudit } from '../../actions/submit_audit.js'
import { addSessionTag } from '../../actions/add_session_tag.js'
import { auditFactsOf, findSession } from '../../queries/peer_review.js'
import { ESCALATION_QUESTION, auditForm } from '../../rubric.js'
import { needsAuditFrom } from '../../shared/index.js'
import { answersFor, makeAuditableSession } from '../factories.js'

/*
 * Staff set session tags (spec 001 §3.3 session_tag: auditor, mentor, manual): admin mentors and
 * policy staff view a session's tags and add or remove the auditor and manual tags; every change
 * is logged with who made it. The mentor tag stays peer review's (a poor or escalated review).
 */
type Who = 'visitor' | 'learner' | 'tutor' | 'mentor' | 'policy'
let people: Record<Exclude<Who, 'visitor'>, User>
const staff = (role: string) => makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', role] as any })
const session = async () => (await makeAuditableSession()).session
const post = (client: any, user: User, url: string, body: Record<string, unknown>) => client.post(url).json(body).loginAs(user).withCsrfToken().accept('json')
const tagsOf = async (sessionId: number) => (await db.from('session_tags').where('session_id', sessionId).orderBy('tag')).map((row) => row.tag)

const ROWS: MatrixRow<Who>[] = [
  { label: 'GET /admin/peer-review/sessions/:id/tags', method: 'get', prepare: async () => ({ url: `/admin/peer-review/sessions/${(await session()).id}/tags` }), allowed: ['mentor', 'policy'], denied: { default: 403 } },
  {
    label: 'POST /admin/peer-review/sessions/:id/tags',
    method: 'post',
    prepare: async () => ({ url: `/admin/peer-review/sessions/${(await session()).id}/tags`, body: { tag: 'manual', note: 'Watch this one.' } }),
    allowed: ['mentor', 'policy'],
    denied: { default: 403 },
  },
  {
    label: 'POST /admin/peer-review/sessions/:id/tags/remove',
    method: 'post',
    prepare: async () => {
      const { id } = await session()
      await addSessionTag({ sessionId: id, tag: 'auditor', userId: people.mentor.id, note: null })
      return { url: `/admin/peer-review/sessions/${id}/tags/remove`, body: { tag: 'auditor' } }
    },
    allowed: ['mentor', 'policy'],
    denied: { default: 403 },
  },
]

test.group('Session tags set by staff (spec 001 §3.3 session_tag)', (group) => {
  group.setup(async () => {
    people = { learner: await makeLearner(), tutor: await makeTutor(), mentor: await staff('admin:mentor'), policy: await staff('admin:policy') }
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      await checkMatrixRow({ client, assert }, row, { visitor: null, ...people }, { refusalMayFlash: true })
    })
    .timeout(120_000)

  test('a refused person changes nothing', async ({ client, assert }) => {
    const { id } = await session()
    for (const user of [people.learner, people.tutor]) (await post(client, user, `/admin/peer-review/sessions/${id}/tags`, { tag: 'manual' })).assertStatus(403)
    assert.deepEqual(await tagsOf(id), [])
    assert.isNull(await db.from('session_tag_actions').where('session_id', id).first())
  })

  test('add and remove are logged with who did it; the page shows tags and history', async ({ client, assert }) => {
    const { id } = await session()
    ;(await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags`, { tag: 'manual', note: 'Parent wrote to us.' })).assertStatus(200)
    ;(await post(client, people.policy, `/admin/peer-review/sessions/${id}/tags`, { tag: 'auditor' })).assertStatus(200)
    assert.deepEqual(await tagsOf(id), ['auditor', 'manual'])
    ;(await post(client, people.policy, `/admin/peer-review/sessions/${id}/tags/remove`, { tag: 'manual', note: 'Handled.' })).assertStatus(200)
    assert.deepEqual(await tagsOf(id), ['auditor'])
    const log = await db.from('session_tag_actions').where('session_id', id).orderBy('id')
    assert.deepEqual(
      log.map((row) => [row.tag, row.action, Number(row.user_id), row.note]),
      [
        ['manual', 'added', people.mentor.id, 'Parent wrote to us.'],
        ['auditor', 'added', people.policy.id, null],
        ['manual', 'removed', people.policy.id, 'Handled.'],
      ]
    )
    const page = await client.get(`/admin/peer-review/sessions/${id}/tags`).withInertia().loginAs(people.mentor)
    page.assertInertiaComponent('peer_review/session_tags')
    const view = page.inertiaProps.view as any
    assert.equal(view.session.id, id)
    assert.deepEqual(view.tags.map((tag: any) => [tag.tag, tag.addedBy]), [['auditor', people.policy.name]])
    assert.deepEqual(view.log.map((entry: any) => [entry.tag, entry.action, entry.userName]), [['manual', 'removed', people.policy.name], ['auditor', 'added', people.policy.name], ['manual', 'added', people.mentor.name]])
  })

  test('bad input gets a clear answer and changes nothing: twice, absent, the mentor tag, unknown tags, missing sessions', async ({ client, assert }) => {
    const { id } = await session()
    ;(await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags`, { tag: 'manual' })).assertStatus(200)
    const twice = await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags`, { tag: 'manual' })
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'This session already has that tag.')
    const absent = await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags/remove`, { tag: 'auditor' })
    absent.assertStatus(409)
    assert.equal(absent.body().message, 'This session does not have that tag.')
    for (const tag of ['mentor', 'vip', '']) {
      const bad = await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags`, { tag })
      bad.assertStatus(422)
      assert.equal(bad.body().errors[0].field, 'tag')
      assert.include(bad.body().errors[0].message, tag === '' ? 'Choose a tag' : 'Auditor and Manual tags only')
    }
    await db.table('session_tags').insert({ session_id: id, user_id: null, tag: 'mentor', created_at: new Date(), updated_at: new Date() })
    ;(await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags/remove`, { tag: 'mentor' })).assertStatus(422)
    const long = await post(client, people.mentor, `/admin/peer-review/sessions/${id}/tags/remove`, { tag: 'manual', note: 'x'.repeat(1001) })
    long.assertStatus(422)
    assert.deepEqual(await tagsOf(id), ['manual', 'mentor'])
    assert.lengthOf(await db.from('session_tag_actions').where('session_id', id), 1)
    ;(await client.get('/admin/peer-review/sessions/999999999/tags').withInertia().loginAs(people.mentor)).assertStatus(404)
    ;(await post(client, people.mentor, '/admin/peer-review/sessions/999999999/tags', { tag: 'manual' })).assertStatus(404)
  })

  test('an auditor tag asks for an experienced review after a peer reviewed the session; manual does not', async ({ assert }) => {
    const { session: made, host } = await makeAuditableSession()
    const form = auditForm({ level: 'novice', isAdminMentorOrPolicy: false, hostsFirstSessions: true }).form
    const peer = await makeTutor()
    await submitAudit({ sessionId: made.id, tutorId: host.id, sessionTitle: made.title, auditorId: peer.id, level: 'novice', auditorVerified: false, version: 'mars-v2', answers: answersFor(form, { no: [ESCALATION_QUESTION] }), durationSeconds: null })
    assert.deepEqual(await tagsOf(made.id), [])
    const needsExperienced = async () => {
      const row = (await findSession(made.id))!
      return needsAuditFrom('advanced', (await auditFactsOf([row], DateTime.utc(), { firstSessions: false })).get(made.id)!, DateTime.utc())
    }
    assert.isFalse(await needsExperienced())
    await addSessionTag({ sessionId: made.id, tag: 'manual', userId: people.mentor.id, note: null })
    assert.isFalse(await needsExperienced())
    await addSessionTag({ sessionId: made.id, tag: 'auditor', userId: people.mentor.id, note: null })
    assert.isTrue(await needsExperienced())
  })
})
