import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { FEEDBACKS_PAGE, LEARNER_FEEDBACKS_PAGE } from '../pages.js'
import { LEARNER_FEEDBACK_MESSAGES, mayBeShownToLearner } from '../shared/index.js'

/* spec 000 §6.3: the Feedbacks and Learner Feedbacks pages and featuring a comment on /stories (policy or mentor staff). */
export default class FeedbackAdminPolicy extends BasePolicy {
  async manage(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), FEEDBACKS_PAGE)
  }

  async readLearnerFeedback(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), LEARNER_FEEDBACKS_PAGE)
  }

  /**
   * Showing a host's feedback to its learner (spec 001 §3.4 learner_feedback_featured): the staff
   * who read the Learner Feedbacks page; a concern never (422, with its sentence).
   */
  async featureLearnerFeedback(user: User, feedback: { type: string }): Promise<AuthorizerResponse> {
    if (!opensAdminPage(await user.roles(), LEARNER_FEEDBACKS_PAGE)) return false
    return mayBeShownToLearner(feedback.type) || AuthorizationResponse.deny(LEARNER_FEEDBACK_MESSAGES.concernNotShown, 422)
  }

  /** Taking it off again: the same staff, whatever the type. */
  async unfeatureLearnerFeedback(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), LEARNER_FEEDBACKS_PAGE)
  }
}
