import { test } from '@japa/runner'
import { User, UserRole } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import { AdminAuditEvent } from '#modules/admin/index'
import { makeStaff, makeSuspended } from '../factories.js'

/*
 * Users page (spec 000 §6.3: safety): search by name, username, email; view; roles with assigner
 * and source (spec 001 §3.1 user_role); suspension with a context (spec 001 §4.4) and note.
 * Every change writes one admin_audit_events row.
 */
async function auditRows(subjectId: number, action: string) {
  return AdminAuditEvent.query().where('subject_type', 'user').where('subject_id', String(subjectId)).where('action', action)
}

test.group('Admin users: search and view', () => {
  test('search matches name, username and email, partially and in any case', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    target.name = 'Quentin Zebrafish'
    await target.save()
    for (const q of ['zebrafish', 'QUENTIN', target.username.slice(3, 12), target.email.split('@')[0].toUpperCase(), String(target.id)]) {
      const response = await client.get(`/admin/users?q=${encodeURIComponent(q)}`).withInertia().loginAs(staff)
      response.assertStatus(200)
      response.assertInertiaComponent('admin/users')
      assert.include(
        response.inertiaProps.users.map((user: { id: number }) => user.id),
        target.id,
        `search "${q}"`
      )
    }
  })

  test('wildcards in the search are taken literally', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    await makeUser()
    const response = await client.get('/admin/users?q=%25').withInertia().loginAs(staff)
    assert.equal(response.inertiaProps.meta.total, 0)
    const underscore = await client.get('/admin/users?q=_').withInertia().loginAs(staff)
    // Usernames contain "_" (user_...), names and emails may too: literal matches only.
    for (const user of underscore.inertiaProps.users as Array<{ name: string; username: string; email: string }>) {
      assert.isTrue([user.name, user.username, user.email].some((value) => value.includes('_')))
    }
  })

  test('the list paginates (25 a page)', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const response = await client.get('/admin/users?page=1').withInertia().loginAs(staff)
    assert.equal(response.inertiaProps.meta.perPage, 25)
    assert.isAtMost(response.inertiaProps.users.length, 25)
    const malformed = await client.get('/admin/users?page=abc').withInertia().loginAs(staff)
    malformed.assertStatus(200)
    assert.equal(malformed.inertiaProps.meta.currentPage, 1)
  })

  test('the user view shows roles with their history; an unknown user is a 404', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser({ roles: ['approved', 'tutor'] })
    const response = await client.get(`/admin/users/${target.id}`).withInertia().loginAs(staff)
    response.assertInertiaComponent('admin/user')
    assert.includeMembers(response.inertiaProps.account.roles, ['approved', 'tutor'])
    // The shared `user` prop still names the signed-in staff member (the frame's header and menu).
    assert.equal(response.inertiaProps.user.id, staff.id)
    assert.equal(response.inertiaProps.roleRows.length, 2)
    assert.notInclude(response.inertiaProps.roleChoices, 'tutor')
    // Admin roles are offered only to super admins.
    assert.isFalse(response.inertiaProps.roleChoices.some((role: string) => role.startsWith('admin:')))
    ;(await client.get('/admin/users/999999999').withInertia().loginAs(staff)).assertStatus(404)
    ;(await client.get('/admin/users/abc').withInertia().loginAs(staff)).assertStatus(404)
  })
})

test.group('Admin users: roles', () => {
  test('assigning a role records the assigner, source admin and one audit row', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    const response = await client
      .post(`/admin/users/${target.id}/roles`)
      .json({ role: 'tutor' })
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', `/admin/users/${target.id}`)
    const row = await UserRole.query().where('user_id', target.id).where('role', 'tutor').firstOrFail()
    assert.equal(row.assignerUserId, staff.id)
    assert.equal(row.assignedSource, 'admin')
    const audit = await auditRows(target.id, 'user.role.assigned')
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].actorUserId, staff.id)
    assert.equal(audit[0].details.role, 'tutor')

    // Giving it again changes nothing and audits nothing.
    await client.post(`/admin/users/${target.id}/roles`).json({ role: 'tutor' }).withCsrfToken().withInertia().loginAs(staff)
    assert.lengthOf(await UserRole.query().where('user_id', target.id).where('role', 'tutor'), 1)
    assert.lengthOf(await auditRows(target.id, 'user.role.assigned'), 1)
  })

  test('removing a role records remover and source admin, keeps the row, audits', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser({ roles: ['approved', 'tutor'] })
    const row = await UserRole.query().where('user_id', target.id).where('role', 'tutor').firstOrFail()
    const response = await client
      .delete(`/admin/users/${target.id}/roles/${row.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    assert.oneOf(response.status(), [302, 303])
    const removed = await UserRole.query().withScopes((scopes) => scopes.withDeleted()).where('id', row.id).firstOrFail()
    assert.isNotNull(removed.deletedAt)
    assert.equal(removed.removerUserId, staff.id)
    assert.equal(removed.removedSource, 'admin')
    const audit = await auditRows(target.id, 'user.role.removed')
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].details.role, 'tutor')
    // The removed row cannot be removed twice.
    const again = await client.delete(`/admin/users/${target.id}/roles/${row.id}`).withCsrfToken().withInertia().loginAs(staff)
    again.assertStatus(404)
    // A role row of another user is not found through this user.
    const other = await makeUser({ roles: ['approved', 'tutor'] })
    const otherRow = await UserRole.query().where('user_id', other.id).where('role', 'tutor').firstOrFail()
    ;(await client.delete(`/admin/users/${target.id}/roles/${otherRow.id}`).withCsrfToken().withInertia().loginAs(staff)).assertStatus(404)
  })

  test('admin roles need admin:super; nobody changes their own admin roles', async ({ client, assert }) => {
    const safety = await makeStaff('admin:safety')
    const superAdmin = await makeStaff('admin:super')
    const target = await makeUser()
    const denied = await client.post(`/admin/users/${target.id}/roles`).json({ role: 'admin:mentor' }).withCsrfToken().withInertia().loginAs(safety)
    denied.assertStatus(403)
    denied.assertInertiaPropsContains({ code: 'not_enough_permission' })
    assert.isNull(await UserRole.query().where('user_id', target.id).where('role', 'admin:mentor').first())
    assert.lengthOf(await auditRows(target.id, 'user.role.assigned'), 0)

    const allowed = await client
      .post(`/admin/users/${target.id}/roles`)
      .json({ role: 'admin:mentor' })
      .withCsrfToken()
      .withInertia()
      .loginAs(superAdmin)
      .redirects(0)
    allowed.assertStatus(302)
    assert.isNotNull(await UserRole.query().where('user_id', target.id).where('role', 'admin:mentor').first())

    // Removing an admin role as safety: refused too.
    const row = await UserRole.query().where('user_id', target.id).where('role', 'admin:mentor').firstOrFail()
    ;(await client.delete(`/admin/users/${target.id}/roles/${row.id}`).withCsrfToken().withInertia().loginAs(safety)).assertStatus(403)

    const self = await client
      .post(`/admin/users/${superAdmin.id}/roles`)
      .json({ role: 'admin:mentor' })
      .withCsrfToken()
      .accept('json')
      .loginAs(superAdmin)
    self.assertStatus(422)
    assert.equal(self.body().errors[0].field, 'role')
  })

  test('bad role input gets 422 and changes nothing (unknown role, suspension role, age bucket)', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const target = await makeUser()
    for (const body of [{ role: 'wizard' }, { role: 'blocked' }, { role: 'age:21-plus' }, { role: 'basic' }, {}, { role: ['tutor'] }]) {
      const response = await client.post(`/admin/users/${target.id}/roles`).json(body).withCsrfToken().accept('json').loginAs(staff)
      response.assertStatus(422)
    }
    assert.lengthOf(await auditRows(target.id, 'user.role.assigned'), 0)
    const stored = await UserRole.query().where('user_id', target.id)
    assert.deepEqual(
      stored.map((row) => row.role),
      ['approved']
    )
  })
})

test.group('Admin users: suspension', () => {
  test('suspending records context, reason, note and the staff member; the account is blocked; audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    const response = await client
      .post(`/admin/users/${target.id}/suspend`)
      .json({ context: 'community-suspension', reason: 'Repeated spam in sessions', note: 'Please read the community guidelines.' })
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    response.assertStatus(302)
    const user = await User.findOrFail(target.id)
    const action = user.suspensionActions.at(-1)!
    assert.equal(action.context, 'community-suspension')
    assert.equal(action.reason, 'Repeated spam in sessions')
    assert.equal(action.note, 'Please read the community guidelines.')
    assert.equal(action.byUserId, staff.id)
    assert.isNull(action.liftedAt)
    const role = await UserRole.query().where('user_id', target.id).where('role', 'blocked:community').firstOrFail()
    assert.equal(role.assignerUserId, staff.id)
    const audit = await auditRows(target.id, 'user.suspended')
    assert.lengthOf(audit, 1)
    assert.equal(audit[0].details.context, 'community-suspension')
    // The suspended account now sees its blocked screen (spec 000 §2.3).
    const blocked = await client.get('/dashboard').withInertia().loginAs(user)
    blocked.assertInertiaPropsContains({ code: 'user_suspended' })

    // Suspending again is refused: the account already is.
    const again = await client
      .post(`/admin/users/${target.id}/suspend`)
      .json({ context: 'admin', reason: 'Another reason' })
      .withCsrfToken()
      .accept('json')
      .loginAs(staff)
    again.assertStatus(422)
    assert.lengthOf(await auditRows(target.id, 'user.suspended'), 1)
  })

  test('unsuspending lifts the suspension, removes the blocking role with its source, audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeSuspended('learner-no-shows')
    const response = await client
      .post(`/admin/users/${target.id}/unsuspend`)
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    response.assertStatus(302)
    const user = await User.findOrFail(target.id)
    assert.isNotNull(user.suspensionActions.at(-1)!.liftedAt)
    const row = await UserRole.query().withScopes((scopes) => scopes.withDeleted()).where('user_id', target.id).where('role', 'blocked').firstOrFail()
    assert.isNotNull(row.deletedAt)
    assert.equal(row.removerUserId, staff.id)
    assert.lengthOf(await auditRows(target.id, 'user.unsuspended'), 1)
    // Not suspended any more: a second unsuspend is refused.
    const again = await client.post(`/admin/users/${target.id}/unsuspend`).withCsrfToken().accept('json').loginAs(staff)
    again.assertStatus(422)
    assert.lengthOf(await auditRows(target.id, 'user.unsuspended'), 1)
  })

  test('bad suspension input gets 422 and changes nothing', async ({ client, assert }) => {
    const staff = await makeStaff('admin:safety')
    const target = await makeUser()
    const bodies = [
      { context: 'holiday', reason: 'Because' },
      { context: 'admin' },
      { context: 'admin', reason: '  ' },
      { context: 'admin', reason: 'x'.repeat(281) },
      { context: 'admin', reason: 'Fine reason', note: 'n'.repeat(2001) },
      { context: ['admin'], reason: 'Fine reason' },
    ]
    for (const body of bodies) {
      const response = await client.post(`/admin/users/${target.id}/suspend`).json(body).withCsrfToken().accept('json').loginAs(staff)
      response.assertStatus(422)
    }
    const user = await User.findOrFail(target.id)
    assert.lengthOf(user.suspensionActions, 0)
    assert.lengthOf(await auditRows(target.id, 'user.suspended'), 0)
  })

  test('nobody suspends themselves; suspending an admin needs admin:super', async ({ client, assert }) => {
    const safety = await makeStaff('admin:safety')
    const self = await client
      .post(`/admin/users/${safety.id}/suspend`)
      .json({ context: 'admin', reason: 'Testing myself' })
      .withCsrfToken()
      .accept('json')
      .loginAs(safety)
    self.assertStatus(422)
    const colleague = await makeStaff('admin:mentor')
    const denied = await client
      .post(`/admin/users/${colleague.id}/suspend`)
      .json({ context: 'admin', reason: 'A colleague' })
      .withCsrfToken()
      .withInertia()
      .loginAs(safety)
    denied.assertStatus(403)
    assert.lengthOf((await User.findOrFail(colleague.id)).suspensionActions, 0)
  })
})
