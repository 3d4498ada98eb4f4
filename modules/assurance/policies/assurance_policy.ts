import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { opensAdminPage, type AdminPageRegistration } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { AGE_ASSURANCE_MESSAGES } from '../shared/index.js'
import { ACCOUNT_REVIEW_PAGE, AGE_ASSURANCE_PAGE, BACKGROUND_CHECKS_PAGE } from '../pages.js'

const opens = async (user: User, page: AdminPageRegistration) => opensAdminPage(await user.roles(), page)

/*
 * Who may do what with account reviews, age assurance and background checks (issue 13 §2–3).
 * Data protection: a person's video, age and background check are read only by the person
 * (their own video) and by staff of the matching console page (admin:basic + safety, spec 000
 * §6.3 as for Users); no other role, no world moderator, no other member.
 */
export default class AssurancePolicy extends BasePolicy {
  reviewAccounts(user: User) {
    return opens(user, ACCOUNT_REVIEW_PAGE)
  }

  reviewAges(user: User) {
    return opens(user, AGE_ASSURANCE_PAGE)
  }

  manageBackgroundChecks(user: User) {
    return opens(user, BACKGROUND_CHECKS_PAGE)
  }

  /** Starting or submitting a verification: oneself, unless already assured or waived. */
  async verifyAge(user: User): Promise<AuthorizerResponse> {
    const roles = await user.roles()
    if (roles.has('age_assurance:assured') || roles.has('age_assurance:waived')) {
      return AuthorizationResponse.deny(AGE_ASSURANCE_MESSAGES.notNeeded, 409)
    }
    return true
  }

  /** A check (and its video): its owner, and the Age Assurance page's staff. */
  async viewCheck(user: User, check: { userId: number }) {
    return check.userId === user.id || (await opens(user, AGE_ASSURANCE_PAGE))
  }
}
