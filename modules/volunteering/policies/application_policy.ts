import { BasePolicy, AuthorizationResponse } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'
import { isApplicationOpen } from '../shared/index.js'
import type VolunteerRole from '../models/volunteer_role.js'
import type ApplicationSubmission from '../models/application_submission.js'
import { managesTeam } from './team_policy.js'
import { millis } from '../activity_times.js'

export const APPLICATION_MESSAGES = {
  closed: 'Applications for this role are not open.',
  pending: 'You already applied for this role. You can withdraw your application before applying again.',
  notAwaiting: 'There is no offer to answer.',
  notOpen: 'This application can no longer be changed.',
} as const


/*
 * Applications (spec 001 §4.2; issue 15 §2). Applying needs an account (the route's access
 * middleware) and an open role; the applicant alone withdraws or answers an offer; the people who
 * manage the role's team (VolunteerTeamPolicy) read applications, extend offers and reject.
 * Someone else's application is not disclosed (404).
 */
export default class ApplicationPolicy extends BasePolicy {
  apply(_user: User, role: VolunteerRole, current: ApplicationSubmission | null) {
    if (!isApplicationOpen({ applicationOpenedAt: millis(role.applicationOpenedAt), archivedAt: millis(role.archivedAt) }, Date.now())) {
      return AuthorizationResponse.deny(APPLICATION_MESSAGES.closed, 409)
    }
    if (current && ['needs-review', 'awaiting-response', 'accepted'].includes(current.state)) return AuthorizationResponse.deny(APPLICATION_MESSAGES.pending, 409)
    return true
  }

  withdraw(user: User, submission: ApplicationSubmission) {
    if (submission.userId !== user.id) return AuthorizationResponse.deny('Not found', 404)
    if (!['needs-review', 'awaiting-response'].includes(submission.state)) return AuthorizationResponse.deny(APPLICATION_MESSAGES.notOpen, 409)
    return true
  }

  accept(user: User, submission: ApplicationSubmission) {
    if (submission.userId !== user.id) return AuthorizationResponse.deny('Not found', 404)
    if (submission.state !== 'awaiting-response') return AuthorizationResponse.deny(APPLICATION_MESSAGES.notAwaiting, 409)
    return true
  }

  /** Read a role's applications (and decide them): the role's team managers. */
  async review(user: User, role: VolunteerRole) {
    return (await managesTeam(user, role.volunteerTeamId)) || AuthorizationResponse.deny('Not found', 404)
  }

  /** Extend an offer or reject: a manager of the role's team, while the application needs review. */
  async decide(user: User, role: VolunteerRole, submission: ApplicationSubmission) {
    if (!(await managesTeam(user, role.volunteerTeamId))) return AuthorizationResponse.deny('Not found', 404)
    if (submission.state !== 'needs-review') return AuthorizationResponse.deny(APPLICATION_MESSAGES.notOpen, 409)
    return true
  }
}
