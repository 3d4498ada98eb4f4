import { test } from '@japa/runner'
import { Bouncer } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import DashboardPolicy from '../../policies/dashboard_policy.js'

test.group('DashboardPolicy.viewTutorDashboard (issue "Kernel" §6: /tutor is for tutors)', () => {
  test('tutors open it; learners and staff without the tutor role do not', async ({ assert }) => {
    const allows = (user: User) => new Bouncer(user).with(DashboardPolicy).allows('viewTutorDashboard')
    assert.isTrue(await allows(await makeTutor()))
    assert.isFalse(await allows(await makeLearner()))
    assert.isFalse(await allows(await makeUser({ roles: ['approved', 'admin:super'] })))
  })
})
