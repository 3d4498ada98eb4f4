import { BasePolicy } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'

/*
 * The two home pages (issue "Kernel" §6). /dashboard is every member's (route access `member`);
 * /tutor is for tutors, and the learner dashboard links to it for them only.
 */
export default class DashboardPolicy extends BasePolicy {
  async viewTutorDashboard(user: User) {
    const roles = await user.roles()
    return roles.has('tutor')
  }
}
