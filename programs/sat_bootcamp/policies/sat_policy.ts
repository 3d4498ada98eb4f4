import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { SAT_ADMIN_PAGE } from '../pages.js'
import { TUTOR_MESSAGES } from '../tutor_rules.js'

/*
 * The SAT console: spec 000 §6.3 "SAT | collegeboard or user-support:lead" (on top of admin:basic).
 * The tutor side: anyone signed in may read and sign the tutor agreement (an invitation reaches
 * people who do not tutor yet); onboarding sessions are for tutors (and the console's staff, who
 * may look); a tutor under 18 joins one only with a parent's consent (spec 000 §6.4).
 */
export default class SatPolicy extends BasePolicy {
  async administer(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), SAT_ADMIN_PAGE)
  }

  signAgreement(_user: User) {
    return true
  }

  async viewOnboarding(user: User) {
    const roles = await user.roles()
    if (roles.has('tutor') || opensAdminPage(roles, SAT_ADMIN_PAGE)) return true
    return AuthorizationResponse.deny(TUTOR_MESSAGES.onboardingForTutors, 403)
  }

  async joinOnboarding(user: User, readiness: { minor: boolean; parentConsented: boolean }, open: boolean) {
    const roles = await user.roles()
    if (!roles.has('tutor')) return AuthorizationResponse.deny(TUTOR_MESSAGES.onboardingForTutors, 403)
    if (!open) return AuthorizationResponse.deny(TUTOR_MESSAGES.onboardingNotOffered, 409)
    if (readiness.minor && !readiness.parentConsented) return AuthorizationResponse.deny(TUTOR_MESSAGES.onboardingParentConsent, 409)
    return true
  }

  /** Anyone signed in reports their own scores (only bands are kept). */
  reportScores(_user: User) {
    return true
  }

  /** Anyone signed in keeps a phone number on their own SAT record (there is no id to guess). */
  savePhone(_user: User) {
    return true
  }

  /** Anyone signed in answers their own prompt 4. */
  answerPublishPrompt(_user: User) {
    return true
  }
}
