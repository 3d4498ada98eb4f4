import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { assignRole } from '#modules/identity/index'
import { birthForAge, makeUser } from '#tests/helpers/users'
import { lastOutboxEventId, outboxSettled } from '#tests/helpers/wait'
import { backgroundCheckStatus, canHostMinors } from '../../queries/background_checks.js'

const staff = () => makeUser({ roles: ['admin:basic', 'admin:safety'] })
const record = async (client: any, body: Record<string, unknown>) =>
  client.post('/admin/background-checks').loginAs(await staff()).withCsrfToken().accept('json').redirects(0).json({ submittedAt: '2026-01-05', partnerName: 'staff-entered', status: 'passed', ...body })

test.group('Background checks (spec 001 §3.1, §5.5; issue 13 §3)', () => {
  test('staff record a passed check: the background-check-missing flag is lifted and the person may host minors', async ({ client, assert }) => {
    const adult = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor', 'flag:background_check_missing'] })
    assert.isFalse(await canHostMinors(adult.id))
    const response = await client
      .post('/admin/background-checks')
      .loginAs(await staff())
      .withCsrfToken()
      .withInertia()
      .json({ username: adult.username, submittedAt: '2026-01-05', partnerName: 'staff-entered', partnerUserId: 'P-42', status: 'passed' })
      .redirects(0)
    assert.include([302, 303], response.status())
    assert.include(await backgroundCheckStatus(adult.id), { status: 'passed', partnerName: 'staff-entered' })
    assert.isTrue(await canHostMinors(adult.id))
    assert.isFalse((await adult.roles()).has('flag:background_check_missing'))
  })

  test('a failed check suspends the account under background-check-failed and blocks hosting minors', async ({ client, assert }) => {
    const adult = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor'] })
    ;(await record(client, { username: adult.username, status: 'failed' })).assertStatus(302)
    assert.isFalse(await canHostMinors(adult.id))
    const user = await db.from('users').where('id', adult.id).select('suspension_actions').first()
    assert.equal(JSON.parse(user.suspension_actions).at(-1).context, 'background-check-failed')
    assert.isTrue((await adult.roles()).has('blocked'))
  })

  test('a failed check opens one high-severity safety report about the person (issue 13 §3)', async ({ client, assert }) => {
    const after = await lastOutboxEventId()
    const adult = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor'] })
    ;(await record(client, { username: adult.username, status: 'failed' })).assertStatus(302)
    await outboxSettled(after)
    const reports = await db.from('safety_reports').where('reason', 'background-check-failed').whereLike('link', `/admin/background-checks?user=${adult.id}#%`)
    assert.lengthOf(reports, 1)
    assert.equal(reports[0].severity, 'high')
    assert.isNull(reports[0].user_id, 'opened by the platform, not a reporter')
    assert.deepEqual(JSON.parse(reports[0].subject_user_ids), [adult.id])
    const passed = await makeUser({ birth: birthForAge(30), roles: ['approved', 'tutor'] })
    ;(await record(client, { username: passed.username, status: 'passed' })).assertStatus(302)
    await outboxSettled(after)
    assert.lengthOf(await db.from('safety_reports').whereLike('link', `/admin/background-checks?user=${passed.id}#%`), 0)
  })

  test('canHostMinors: minors host peers; an adult with the flag may not; a later passed check clears it', async ({ assert }) => {
    assert.isTrue(await canHostMinors((await makeUser({ birth: birthForAge(16), roles: ['approved', 'flag:background_check_missing'] })).id))
    const adult = await makeUser({ birth: birthForAge(22) })
    assert.isTrue(await canHostMinors(adult.id))
    await assignRole({ userId: adult.id, role: 'flag:background_check_missing', byUserId: null, source: 'test' })
    assert.isFalse(await canHostMinors(adult.id))
    assert.isFalse(await canHostMinors(99999999))
  })
})
