import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage } from '#kernel/admin_menu'
import type { ResolvedSubject } from '#kernel/subjects'
import type { User } from '#modules/identity/index'
import { MODERATION_PAGE } from '../pages.js'

/*
 * Reports of content and their review (issue 13 §1, issue 10 §2 "Report on every post and comment").
 * - report: anyone signed in who may SEE the subject (its owner's resolver answered it for them);
 *   a subject they cannot see is a 404, so a report never confirms that hidden content exists.
 * - review (the staff queue, its list and its actions): the Moderation page's roles, spec 000 §6.3
 *   "safety or policy" on top of admin:basic, by the console's one rule (opensAdminPage). Nobody
 *   else reads a flag: it names its reporter and their words.
 */
export default class ContentFlagPolicy extends BasePolicy {
  report(_user: User, subject: ResolvedSubject | null): AuthorizerResponse {
    return subject ? true : AuthorizationResponse.deny('Not found', 404)
  }

  async review(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), MODERATION_PAGE)
  }
}
