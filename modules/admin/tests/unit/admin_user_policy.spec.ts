import { test } from '@japa/runner'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'
import AdminUserPolicy from '../../policies/admin_user_policy.js'
import { makeStaff, makeSuspended } from '../factories.js'

/*
 * AdminUserPolicy: the Users page (spec 000 §6.3: safety) and who may grant which role
 * (spec 000 §6.2). A refusal is 'allowed', 403 (no permission) or the 422 message the form shows.
 */
async function outcome(response: AuthorizerResponse | Promise<AuthorizerResponse>) {
  const result = await response
  if (typeof result === 'boolean') return result ? 'allowed' : 403
  if (result.authorized) return 'allowed'
  return result.status === 422 ? `422 ${result.message}` : result.status
}

const policy = new AdminUserPolicy()
let safety: User
let superAdmin: User
let policyStaff: User

test.group('AdminUserPolicy (spec 000 §6.2, §6.3)', (group) => {
  group.setup(async () => {
    safety = await makeStaff('admin:safety')
    superAdmin = await makeStaff('admin:super')
    policyStaff = await makeStaff('admin:policy')
  })

  test('view: whoever opens the Users page (safety; super implies it)', async ({ assert }) => {
    assert.isTrue(await policy.view(safety))
    assert.isTrue(await policy.view(superAdmin))
    assert.isFalse(await policy.view(policyStaff))
    assert.isFalse(await policy.view(await makeStaff('admin:mentor')))
    assert.isFalse(await policy.view(await makeUser({ roles: ['admin:safety'] })), 'safety without admin:basic')
    assert.isFalse(await policy.view(await makeUser()))
  })

  test('manageAdminRoles: super only', async ({ assert }) => {
    assert.isTrue(await policy.manageAdminRoles(superAdmin))
    assert.isFalse(await policy.manageAdminRoles(safety))
    assert.isFalse(await policy.manageAdminRoles(policyStaff))
  })

  test('assignRole: other roles by the page, admin roles by super, never one\'s own admin roles', async ({ assert }) => {
    const target = await makeUser()
    assert.equal(await outcome(policy.assignRole(safety, target, 'tutor')), 'allowed')
    assert.equal(await outcome(policy.assignRole(policyStaff, target, 'tutor')), 403)
    assert.equal(await outcome(policy.assignRole(safety, target, 'admin:mentor')), 403)
    assert.equal(await outcome(policy.assignRole(superAdmin, target, 'admin:mentor')), 'allowed')
    assert.equal(await outcome(policy.assignRole(superAdmin, superAdmin, 'admin:mentor')), '422 You cannot change your own admin roles.')
    assert.equal(await outcome(policy.assignRole(superAdmin, superAdmin, 'tutor')), 'allowed')
    assert.equal(await outcome(policy.assignRole(safety, safety, 'admin:mentor')), 403, 'no permission comes before the self rule')
  })

  test('removeRole: the suspension roles go only with an unsuspension; admin roles as for assigning', async ({ assert }) => {
    const target = await makeUser({ roles: ['approved', 'tutor'] })
    assert.equal(await outcome(policy.removeRole(safety, target, 'tutor')), 'allowed')
    assert.equal(await outcome(policy.removeRole(policyStaff, target, 'tutor')), 403)
    for (const role of ['blocked', 'blocked:community']) {
      assert.equal(
        await outcome(policy.removeRole(superAdmin, target, role)),
        '422 This role comes with a suspension: unsuspend the account instead.',
        role
      )
    }
    assert.equal(await outcome(policy.removeRole(safety, target, 'admin:mentor')), 403)
    assert.equal(await outcome(policy.removeRole(superAdmin, target, 'admin:mentor')), 'allowed')
    assert.equal(await outcome(policy.removeRole(superAdmin, superAdmin, 'admin:super')), '422 You cannot change your own admin roles.')
    // A stored role identity no longer knows (spec 000 §6.1 logs it) can be cleaned up.
    assert.equal(await outcome(policy.removeRole(safety, target, 'legacy:role')), 'allowed')
  })

  test('suspend: not oneself, not twice, and an admin account only by super', async ({ assert }) => {
    assert.equal(await outcome(policy.suspend(safety, await makeUser())), 'allowed')
    assert.equal(await outcome(policy.suspend(policyStaff, await makeUser())), 403)
    assert.equal(await outcome(policy.suspend(safety, safety)), '422 You cannot suspend your own account.')
    assert.equal(await outcome(policy.suspend(safety, await makeSuspended())), '422 This account is already suspended.')
    const colleague = await makeStaff('admin:mentor')
    assert.equal(await outcome(policy.suspend(safety, colleague)), 403)
    assert.equal(await outcome(policy.suspend(superAdmin, colleague)), 'allowed')
  })

  test('unsuspend: a suspended account, by whoever opens the Users page', async ({ assert }) => {
    const suspended = await makeSuspended('learner-no-shows')
    assert.equal(await outcome(policy.unsuspend(safety, suspended)), 'allowed')
    assert.equal(await outcome(policy.unsuspend(policyStaff, suspended)), 403)
    assert.equal(await outcome(policy.unsuspend(safety, await makeUser())), '422 This account is not suspended.')
  })
})
