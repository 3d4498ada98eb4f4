import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { ageOn, gateAction, isAdmin, type User } from '#modules/identity/index'
import type Classroom from '../models/classroom.js'
import type ClassroomMember from '../models/classroom_member.js'

export const CLASSROOM_POLICY_MESSAGES = {
  adultsOnly: 'Classrooms are created by educators aged 18 or over.',
} as const

const hidden = () => AuthorizationResponse.deny('Not found', 404)

/** An adult by date of birth (no known age: not an adult). */
function isAdult(user: User) {
  return user.dateOfBirth ? ageOn(user.dateOfBirth) >= 18 : false
}

/*
 * Classrooms (issue 18 §3; README "Who may do what"):
 *   - create: a signed-in adult (18+) whose account is reviewed and in good standing, or staff
 *     (admin:basic); minors never observe other learners;
 *   - manage (the join code): the classroom's educator only;
 *   - view the class's progress: its educator, and safety staff (admin:safety) looking into a
 *     concern; nobody else learns the classroom exists (404);
 *   - join: any member in good standing; their own membership (sharing, leaving): that member only.
 */
export default class ClassroomPolicy extends BasePolicy {
  async create(user: User) {
    const gate = await gateAction(user, 'create classrooms')
    if (gate) return gate
    if (isAdult(user) || isAdmin(await user.roles())) return true
    return AuthorizationResponse.deny(CLASSROOM_POLICY_MESSAGES.adultsOnly, 403)
  }

  manage(user: User, classroom: Classroom) {
    return classroom.educatorUserId === user.id || hidden()
  }

  async view(user: User, classroom: Classroom) {
    if (classroom.educatorUserId === user.id) return true
    const roles = await user.roles()
    return roles.has('admin:safety') || hidden()
  }

  async join(user: User) {
    return (await gateAction(user, 'join classrooms')) ?? true
  }

  /** Sharing and leaving: the member themself (anyone else: not found). */
  ownMembership(user: User, membership: ClassroomMember | null) {
    return (membership !== null && membership.userId === user.id) || hidden()
  }
}
