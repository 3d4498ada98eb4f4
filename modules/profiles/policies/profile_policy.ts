import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ageBucket, isAdmin, type User } from '#modules/identity/index'

/*
 * Who sees what of a profile (issue 11 §3; spec 000 §6.4 follow a tutor).
 * - Signed-in members see every live account's profile; visitors only adult tutors' (a tutor's
 *   page is what /tutor/{id} links to). A deleted account has no profile (404).
 * - "A minor's profile shows display name, level and badges only" — to everyone but the minor
 *   and staff (privacy per age bucket; an unknown age counts as a minor).
 * - Only tutors can be followed, by a signed-in member other than themselves.
 * - One-off badges are given by staff (any admin role).
 */
export type ProfileTarget = { user: User; roles: Set<string> }

export function isMinor(user: Pick<User, 'dateOfBirth'>) {
  const bucket = ageBucket(user.dateOfBirth)
  return bucket !== 'age:18-to-under-21' && bucket !== 'age:21-plus'
}

const hidden = () => AuthorizationResponse.deny('Not found', 404)

export default class ProfilePolicy extends BasePolicy {
  @allowGuest()
  async view(viewer: User | null, target: ProfileTarget): Promise<AuthorizerResponse> {
    if (target.user.isDeleted) return hidden()
    if (viewer) return true
    return target.roles.has('tutor') && !isMinor(target.user) ? true : AuthorizationResponse.deny('Access denied', 401)
  }

  /** Activity, sessions, feedback and network: everyone's but a minor's (to others). */
  async viewDetails(viewer: User | null, target: ProfileTarget): Promise<AuthorizerResponse> {
    if (!isMinor(target.user)) return true
    if (viewer && (viewer.id === target.user.id || isAdmin(await viewer.roles()))) return true
    return hidden()
  }

  async follow(viewer: User, target: ProfileTarget): Promise<AuthorizerResponse> {
    if (target.user.isDeleted) return hidden()
    if (viewer.id === target.user.id) return AuthorizationResponse.deny('You cannot follow yourself.', 422)
    return target.roles.has('tutor') ? true : AuthorizationResponse.deny('Only tutors can be followed.', 422)
  }

  async awardBadge(viewer: User): Promise<AuthorizerResponse> {
    return isAdmin(await viewer.roles())
  }
}
