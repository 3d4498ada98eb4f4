import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { CertificationRequest } from '#modules/catalog/index'
import type { User } from '#modules/identity/index'
import { CERTIFICATIONS_PAGE } from '../admin_pages.js'
import { isOfferableTo } from '../queries/certifications.js'

export const CERTIFICATION_MESSAGES = {
  notApproved: 'Your account needs to be approved before you can certify in a topic.',
  notTutor: 'Only tutors review certification videos.',
} as const

const NOT_FOUND = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Who may do what with certifications (issue 12 §1; spec 000 §6.2, §6.3; spec 001 §5.5).
 * Decisions where the spec is silent: certifying needs the approved role (§5.5 offers only approved
 * requesters' videos); reviewing needs the tutor role and the offer rule; staff roles:
 * certifications approves recordings, certifications:honorary grants honorary certifications,
 * certifications:lead (which implies certifications) decides requests and revokes.
 */
export default class CertificationPolicy extends BasePolicy {
  async certify(user: User): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    return roles.has('approved') || AuthorizationResponse.deny(CERTIFICATION_MESSAGES.notApproved, 403)
  }

  /** Review this request now: a tutor to whom §5.5 allows offering it (never the requester). Else 404. */
  async review(user: User, request: CertificationRequest): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    if (!roles.has('tutor')) return NOT_FOUND()
    return (await isOfferableTo(request, user.id)) || NOT_FOUND()
  }

  /** Ask for a review offer at all. */
  async reviewAny(user: User): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    return roles.has('tutor') || AuthorizationResponse.deny(CERTIFICATION_MESSAGES.notTutor, 403)
  }

  /** Open the Certifications console page (spec 000 §6.3). */
  async openConsole(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), CERTIFICATIONS_PAGE)
  }

  async approveRecordings(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('admin:basic') && roles.has('admin:certifications')
  }

  async grantHonorary(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('admin:basic') && (roles.has('admin:certifications:honorary') || roles.has('admin:certifications:lead'))
  }

  /** Decide a request before its reviews do, and revoke certifications. */
  async lead(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('admin:basic') && roles.has('admin:certifications:lead')
  }
}
