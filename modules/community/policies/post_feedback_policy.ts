import { BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { COMMENTS_PAGE } from '../admin_pages.js'

/*
 * Post feedback (spec 001 §3.2 post_feedback; issue 10 §2): staff reviewers holding the Comments
 * page's roles (policy or mentor, on top of admin:basic) read posts for review, rate them and
 * feature feedback. The author reads the rating and note of feedback on their own posts, never
 * the internal note (the author's transformer leaves it out).
 */
export default class PostFeedbackPolicy extends BasePolicy {
  async review(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), COMMENTS_PAGE)
  }

  readAsAuthor(user: User, feedback: { userId: number }): boolean {
    return feedback.userId === user.id
  }
}
