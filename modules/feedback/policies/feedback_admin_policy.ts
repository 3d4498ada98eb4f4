import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { FEEDBACKS_PAGE, LEARNER_FEEDBACKS_PAGE } from '../pages.js'

/* spec 000 §6.3: the Feedbacks and Learner Feedbacks pages and featuring a comment on /stories (policy or mentor staff). */
export default class FeedbackAdminPolicy extends BasePolicy {
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), FEEDBACKS_PAGE)
  }

  async readLearnerFeedback(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), LEARNER_FEEDBACKS_PAGE)
  }
}
