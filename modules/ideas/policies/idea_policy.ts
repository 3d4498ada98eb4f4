import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { isSuspended, type User } from '#modules/identity/index'
import type Idea from '../models/idea.js'
import { IDEA_MESSAGES } from '../shared/statuses.js'

/*
 * Feedback & Ideas (spec 000 §2.2 /feedback). Everyone reads the board.
 * - Posting and voting: signed-in members (the routes' access check) who are not blocked; the
 *   blocked:community role (spec 000 §6.1, implies blocked) can neither post nor vote.
 * - Voting: one vote per person per idea (a toggle); decision: not on one's own idea.
 * - Status: decision (the spec names no role): staff holding admin:basic and
 *   admin:user-support:lead (admin:super implies it).
 */
type Viewer = Pick<User, 'id' | 'roles'>

export const IDEA_STAFF_ROLES = ['admin:basic', 'admin:user-support:lead'] as const

export async function curatesIdeas(viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return false
  const roles = await viewer.roles()
  return IDEA_STAFF_ROLES.every((role) => roles.has(role))
}

async function takesPart(viewer: Viewer): Promise<boolean> {
  return !isSuspended(await viewer.roles())
}

const blocked = () => AuthorizationResponse.deny(IDEA_MESSAGES.blocked, 403)

export default class IdeaPolicy extends BasePolicy {
  async post(viewer: Viewer): Promise<AuthorizerResponse> {
    return (await takesPart(viewer)) ? true : blocked()
  }

  async vote(viewer: Viewer, idea: Idea): Promise<AuthorizerResponse> {
    if (!(await takesPart(viewer))) return blocked()
    if (idea.userId === viewer.id) return AuthorizationResponse.deny(IDEA_MESSAGES.ownIdea, 422)
    return true
  }

  async setStatus(viewer: Viewer): Promise<boolean> {
    return curatesIdeas(viewer)
  }
}
