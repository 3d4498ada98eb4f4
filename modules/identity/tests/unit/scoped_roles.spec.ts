import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { assignScopedRole } from '../../actions/assign_scoped_role.js'
import { removeScopedRole } from '../../actions/remove_scoped_role.js'
import { hasScopedRole, scopedRoleHolders } from '../../queries/scoped_roles.js'
import ScopedRole from '../../models/scoped_role.js'

/* Scoped roles (issue 8 §3): a role held within one world, program or club, checked by policies. */
test.group('Scoped roles', () => {
  test('a role held in one club grants nothing in another club or site-wide scope', async ({ assert }) => {
    const officer = await makeUser()
    const clubA = { type: 'club' as const, key: `a${officer.id}` }
    const clubB = { type: 'club' as const, key: `b${officer.id}` }
    await assignScopedRole({ userId: officer.id, role: 'officer', scope: clubA, byUserId: null })
    assert.isTrue(await hasScopedRole(officer.id, 'officer', clubA))
    assert.isFalse(await hasScopedRole(officer.id, 'officer', clubB))
    assert.isFalse(await hasScopedRole(officer.id, 'officer', { type: 'world', key: clubA.key }))
    assert.isFalse(await hasScopedRole(officer.id, 'president', clubA))
    assert.deepEqual(await scopedRoleHolders('officer', clubA), [officer.id])
  })

  test('assigning twice keeps one row; removing keeps the row and who removed it; assigning again restores it', async ({ assert }) => {
    const staff = await makeUser()
    const user = await makeUser()
    const scope = { type: 'program' as const, key: `p${user.id}` }
    await assignScopedRole({ userId: user.id, role: 'program_staff', scope, byUserId: staff.id })
    await assignScopedRole({ userId: user.id, role: 'program_staff', scope, byUserId: staff.id })
    assert.lengthOf(await ScopedRole.query().where('user_id', user.id), 1)

    assert.isTrue(await removeScopedRole({ userId: user.id, role: 'program_staff', scope, byUserId: staff.id }))
    assert.isFalse(await removeScopedRole({ userId: user.id, role: 'program_staff', scope, byUserId: staff.id }))
    assert.isFalse(await hasScopedRole(user.id, 'program_staff', scope))
    const removed = await ScopedRole.query().withScopes((scopes) => scopes.withDeleted()).where('user_id', user.id).firstOrFail()
    assert.equal(removed.removerUserId, staff.id)

    await assignScopedRole({ userId: user.id, role: 'program_staff', scope, byUserId: null })
    assert.isTrue(await hasScopedRole(user.id, 'program_staff', scope))
    assert.lengthOf(await ScopedRole.query().withScopes((scopes) => scopes.withDeleted()).where('user_id', user.id), 1)
  })
})
