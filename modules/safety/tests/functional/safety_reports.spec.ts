import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { makeLearner, makeUser, resetRateLimits } from '#tests/helpers/users'
import { openSafetyReport, SafetyReport } from '../../index.js'

/*
 * Safety reports (issue 13 §1; spec 000 §2.2 /report, §6.3 "Safety Reports: safety"; spec 001
 * §3.4 platform_feedback, §4.4; spec 002 §7 "Admin: add safety report action").
 */
const SAFETY = ['approved', 'admin:basic', 'admin:safety'] as const
const makeSafetyStaff = () => makeUser({ roles: [...SAFETY] })

async function fileReport(reporter: User, extra: Partial<Parameters<typeof openSafetyReport>[0]> = {}) {
  return db.transaction((trx) => openSafetyReport({ type: 'report', reason: 'bullying-or-harassment', description: 'They keep insulting me', reporterId: reporter.id, ...extra }, { client: trx }))
}

const notificationsOf = (userId: number, key: string) => db.from('notifications').where({ user_id: userId, key }).count('* as total').first().then((row) => Number(row?.total ?? 0))

/** A fresh read (a User caches its roles). */
const isBlocked = async (userId: number) => (await (await User.findOrFail(userId)).roles()).has('blocked')

type Case = { label: string; roles: string[] | null; allowed: boolean }
// The data-protection matrix: only safety staff read reports, notes and the queue (spec 000 §6.3).
const ROLES: Case[] = [
  { label: 'visitor', roles: null, allowed: false },
  { label: 'learner', roles: ['approved'], allowed: false },
  { label: 'tutor', roles: ['approved', 'tutor'], allowed: false },
  { label: 'admin:basic + admin:policy (Moderation, not Safety Reports)', roles: ['approved', 'admin:basic', 'admin:policy'], allowed: false },
  { label: 'admin:basic + admin:mentor', roles: ['approved', 'admin:basic', 'admin:mentor'], allowed: false },
  { label: 'admin:safety without admin:basic', roles: ['approved', 'admin:safety'], allowed: false },
  { label: 'admin:basic + admin:safety', roles: [...SAFETY], allowed: true },
  { label: 'admin:basic + admin:super', roles: ['approved', 'admin:basic', 'admin:super'], allowed: true },
]

async function as(request: any, roles: string[] | null) {
  return roles ? request.loginAs(await makeUser({ roles: roles as any })) : request
}

test.group('Safety Reports authorisation and data protection (spec 000 §6.3: safety)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('GET /admin/reports and /admin/reports/:id — {label}')
    .with(ROLES)
    .run(async ({ client, assert }, entry) => {
      const report = await fileReport(await makeLearner())
      await report.merge({ internalNote: 'SECRET-NOTE-42' }).save()
      for (const url of ['/admin/reports', `/admin/reports/${report.id}`]) {
        const response = await as(client.get(url).withInertia().redirects(0), entry.roles)
        if (entry.allowed) {
          response.assertStatus(200)
        } else {
          assert.oneOf(response.status(), [401, 403], url)
          assert.notInclude(JSON.stringify(response.body()), 'They keep insulting me')
          assert.notInclude(JSON.stringify(response.body()), 'SECRET-NOTE-42')
        }
      }
    })

  test('POST /admin/reports/:id/{actions,triage,sanctions} — {label}')
    .with(ROLES)
    .run(async ({ client, assert }, entry) => {
      const subject = await makeLearner()
      const report = await fileReport(await makeLearner(), { subjectUserIds: [subject.id] })
      const posts: Array<[string, object]> = [
        [`/admin/reports/${report.id}/actions`, { status: 'resolved', comment: 'done' }],
        [`/admin/reports/${report.id}/triage`, { internalNote: 'note', internalTypes: ['harassment'] }],
        [`/admin/reports/${report.id}/sanctions`, { userId: subject.id, reasonCode: 'harassment', scope: 'account' }],
      ]
      for (const [url, body] of posts) {
        const response = await as(client.post(url).json(body).withCsrfToken().withInertia().redirects(0), entry.roles)
        if (entry.allowed) response.assertStatus(302)
        else assert.oneOf(response.status(), [401, 403], url)
      }
      const stored = await SafetyReport.findOrFail(report.id)
      assert.equal(stored.status, entry.allowed ? 'Resolved' : 'NeedsAction')
      assert.equal(stored.internalNote, entry.allowed ? 'note' : null)
      const sanctions = await db.from('sanctions').where('user_id', subject.id).count('* as total').first()
      assert.equal(Number(sanctions!.total), entry.allowed ? 1 : 0)
    })
})

test.group('Share Safety Concern (spec 000 §2.2 /report?link=)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('GET /report: signed-in only; ?link= kept only when same-site', async ({ client, assert }) => {
    ;(await client.get('/report').withInertia().redirects(0)).assertStatus(401)
    const learner = await makeLearner()
    const same = await client.get('/report').qs({ link: '/w/hub/p/3' }).withInertia().loginAs(learner)
    assert.equal(same.inertiaProps.link, '/w/hub/p/3')
    for (const bad of ['https://evil.test/x', '//evil.test/x', 'javascript:alert(1)']) {
      const response = await client.get('/report').qs({ link: bad }).withInertia().loginAs(learner)
      assert.isNull(response.inertiaProps.link, bad)
    }
  })

  test('POST /report stores a report with severity; an off-site link or an unknown reason changes nothing', async ({ client, assert }) => {
    const learner = await makeLearner()
    const other = await makeLearner()
    const before = Number((await db.from('safety_reports').count('* as total').first())!.total)
    const bad = await client.post('/report').json({ reason: 'threatening-violence', description: 'x', link: 'https://evil.test' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    bad.assertStatus(302)
    const staffOnly = await client.post('/report').json({ reason: 'background-check-failed', description: 'x' }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    staffOnly.assertStatus(302)
    assert.equal(Number((await db.from('safety_reports').count('* as total').first())!.total), before)

    const ok = await client
      .post('/report')
      .json({ reason: 'threatening-violence', description: 'They said they would hurt me', link: '/w/hub/p/3', subjectUserIds: [other.id, learner.id, 999_999] })
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(learner)
    ok.assertStatus(302)
    const report = await SafetyReport.query().where('user_id', learner.id).orderBy('id', 'desc').firstOrFail()
    assert.containsSubset(report.serialize(), { type: 'report', reason: 'threatening-violence', severity: 'high', status: 'NeedsAction', resolution: 'none', link: '/w/hub/p/3' })
    // Only real people other than the reporter are named.
    assert.deepEqual(report.subjectUserIds, [other.id])
  })

  test('a session the reporter cannot see is refused', async ({ client, assert }) => {
    const learner = await makeLearner()
    const response = await client.post('/report').json({ reason: 'spam', description: 'x', sessionId: 987_654 }).withCsrfToken().withInertia().redirects(0).loginAs(learner)
    response.assertStatus(302)
    assert.isNull(await SafetyReport.query().where('user_id', learner.id).first())
  })
})

test.group('The queue and its actions (spec 001 §4.4; spec 002 §7)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('queue: severity then age; status derived from the actions log; acting user; the reporter is told once resolved', async ({ client, assert }) => {
    await db.from('safety_reports').update({ status: 'Resolved' })
    const [reporter, staff] = await Promise.all([makeLearner(), makeSafetyStaff()])
    const low = await fileReport(reporter, { reason: 'spam' })
    const high = await fileReport(reporter, { reason: 'suicide-or-self-harm' })
    const medium = await fileReport(reporter, { reason: 'hateful-content' })
    const page = await client.get('/admin/reports').withInertia().loginAs(staff)
    assert.deepEqual(
      page.inertiaProps.reports.map((row: { id: number }) => row.id),
      [high.id, medium.id, low.id]
    )
    assert.notInclude(JSON.stringify(page.inertiaProps), reporter.email)

    const act = (status: string) => client.post(`/admin/reports/${high.id}/actions`).json({ status, comment: `now ${status}` }).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    ;(await act('in-progress')).assertStatus(302)
    let stored = await SafetyReport.findOrFail(high.id)
    assert.include(stored.serialize(), { status: 'InProgress', resolution: 'in-progress', actingUserId: staff.id })
    assert.equal(await notificationsOf(reporter.id, 'safety.report.resolved'), 0)
    ;(await act('resolved')).assertStatus(302)
    stored = await SafetyReport.findOrFail(high.id)
    assert.include(stored.serialize(), { status: 'Resolved', resolution: 'resolved' })
    assert.equal(await notificationsOf(reporter.id, 'safety.report.resolved'), 1)
    // Reopened and resolved again: told once.
    await act('needs-action')
    await act('resolved')
    assert.equal(await notificationsOf(reporter.id, 'safety.report.resolved'), 1)
    const invalid = await client.post(`/admin/reports/${high.id}/actions`).json({ status: 'bogus' }).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    invalid.assertStatus(302)
    assert.equal((await db.from('safety_report_actions').where('safety_report_id', high.id).count('* as total').first())!.total, 4)
  })

  test('unsuspendSubjectUsers lifts the subject users’ suspensions and sanctions', async ({ client, assert }) => {
    const [subject, staff] = await Promise.all([makeLearner(), makeSafetyStaff()])
    const report = await fileReport(await makeLearner(), { subjectUserIds: [subject.id] })
    await client.post(`/admin/reports/${report.id}/sanctions`).json({ userId: subject.id, reasonCode: 'harassment', scope: 'account', evidenceLinks: ['/w/hub/p/9'] }).withCsrfToken().withInertia().loginAs(staff)
    assert.isTrue(await isBlocked(subject.id))
    const offSite = await client.post(`/admin/reports/${report.id}/sanctions`).json({ userId: subject.id, reasonCode: 'harassment', scope: 'account', evidenceLinks: ['https://evil.test'] }).withCsrfToken().withInertia().redirects(0).loginAs(staff)
    offSite.assertStatus(302)
    assert.equal(Number((await db.from('sanctions').where('user_id', subject.id).count('* as total').first())!.total), 1)
    await client.post(`/admin/reports/${report.id}/actions`).json({ status: 'resolved', unsuspendSubjectUsers: true }).withCsrfToken().withInertia().loginAs(staff)
    assert.isFalse(await isBlocked(subject.id))
    assert.isNotNull((await db.from('sanctions').where('user_id', subject.id).first()).lifted_at)
  })
})
