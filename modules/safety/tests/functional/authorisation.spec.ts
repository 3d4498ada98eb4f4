import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { recordDetectedIssue } from '../../index.js'

/*
 * One authorisation row per safety route not covered beside its feature (spec 000 §6.3; spec 002 §6
 * "Calls prefixed admin ... are admin-only"): visitors, the wrong role and the right one.
 */
type Row = { label: string; roles: string[] | null; allowed: boolean }
const STAFF_ROWS: Row[] = [
  { label: 'visitor', roles: null, allowed: false },
  { label: 'learner', roles: ['approved'], allowed: false },
  { label: 'admin:basic + admin:policy', roles: ['approved', 'admin:basic', 'admin:policy'], allowed: false },
  { label: 'admin:basic + admin:safety', roles: ['approved', 'admin:basic', 'admin:safety'], allowed: true },
]

async function send(request: any, roles: string[] | null) {
  return roles ? request.loginAs(await makeUser({ roles: roles as any })) : request
}

async function issueWithDispute() {
  const user = await makeLearner()
  const issue = await db.transaction((trx) => recordDetectedIssue({ type: 'contact-details', entityType: 'post', userId: user.id }, { client: trx }))
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  await db.table('detected_issue_disputes').insert({ detected_issue_id: issue.id, user_id: user.id, content: 'Not mine', status: 'open', created_at: now, updated_at: now })
  return issue.id
}

test.group('Safety routes: authorisation rows', (group) => {
  group.each.setup(() => resetRateLimits())

  test('GET /admin/detected-issues, POST void and dispute decisions — {label}')
    .with(STAFF_ROWS)
    .run(async ({ client, assert }, row) => {
      const issueId = await issueWithDispute()
      const dispute = await db.from('detected_issue_disputes').where('detected_issue_id', issueId).first()
      const page = await send(client.get('/admin/detected-issues').withInertia().redirects(0), row.roles)
      const voided = await send(client.post(`/admin/detected-issues/${issueId}/void`).json({ reason: 'Mistake' }).withCsrfToken().withInertia().redirects(0), row.roles)
      const decided = await send(client.post(`/admin/detected-issues/disputes/${dispute.id}`).json({ outcome: 'rejected' }).withCsrfToken().withInertia().redirects(0), row.roles)
      const issue = await db.from('detected_issues').where('id', issueId).first()
      const after = await db.from('detected_issue_disputes').where('id', dispute.id).first()
      if (row.allowed) {
        page.assertStatus(200)
        assert.isNotNull(issue.strike_voided_at)
        assert.equal(after.status, 'rejected')
      } else {
        for (const response of [page, voided, decided]) assert.oneOf(response.status(), [401, 403])
        assert.notInclude(JSON.stringify(page.body()), 'Not mine')
        assert.isNull(issue.strike_voided_at)
        assert.equal(after.status, 'open')
      }
    })

  test('GET and POST /admin/admin-messages — {label}')
    .with(STAFF_ROWS)
    .run(async ({ client, assert }, row) => {
      const learner = await makeLearner()
      const page = await send(client.get('/admin/admin-messages').withInertia().redirects(0), row.roles)
      const post = await send(client.post('/admin/admin-messages').json({ recipient: learner.username, content: 'Hello' }).withCsrfToken().withInertia().redirects(0), row.roles)
      const sent = await db.from('user_admin_messages').where('recipient_user_id', learner.id).first()
      if (row.allowed) {
        page.assertStatus(200)
        post.assertStatus(302)
        assert.exists(sent)
      } else {
        assert.oneOf(page.status(), [401, 403])
        assert.oneOf(post.status(), [401, 403])
        assert.notExists(sent)
      }
    })

  test('visitors are refused by every signed-in route, and nothing changes', async ({ client, assert }) => {
    const before = Number((await db.from('safety_reports').count('* as total').first())!.total)
    const calls = [
      client.get('/report').withInertia().redirects(0),
      client.get('/report/people').qs({ q: 'ada' }).withInertia().redirects(0),
      client.post('/report').json({ reason: 'spam', description: 'x' }).withCsrfToken().withInertia().redirects(0),
      client.post('/admin-messages/1/acknowledge').json({}).withCsrfToken().withInertia().redirects(0),
      client.post('/admin-messages/1/dispute').json({ text: 'x' }).withCsrfToken().withInertia().redirects(0),
      client.post('/removed-learner-reviews/1').json({ intention: 'yes', explanation: 'x' }).withCsrfToken().withInertia().redirects(0),
      client.post('/sanctions/1/appeal').json({ appeal: 'x'.repeat(30) }).withCsrfToken().withInertia().redirects(0),
    ]
    for (const call of calls) assert.oneOf((await call).status(), [401, 403])
    assert.equal(Number((await db.from('safety_reports').count('* as total').first())!.total), before)
  })

  test('people search: a signed-in member finds an exact username, never themselves, never an e-mail', async ({ client, assert }) => {
    const [ada, ben] = await Promise.all([makeLearner(), makeLearner()])
    const found = await client.get('/report/people').qs({ q: ben.username }).loginAs(ada)
    found.assertStatus(200)
    assert.deepEqual(found.body().people, [{ userId: ben.id, username: ben.username, displayName: ben.displayName }])
    assert.notInclude(JSON.stringify(found.body()), ben.email)
    const self = await client.get('/report/people').qs({ q: ada.username }).loginAs(ada)
    assert.deepEqual(self.body().people, [])
    const partial = await client.get('/report/people').qs({ q: ben.username.slice(0, 4) }).loginAs(ada)
    assert.deepEqual(partial.body().people, [])
  })
})
