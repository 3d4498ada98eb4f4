import { BasePolicy, AuthorizationResponse } from '@adonisjs/bouncer'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import type VolunteerActivity from '../models/volunteer_activity.js'
import { VOLUNTEER_HOURS_PAGE } from '../admin_pages.js'

export const ACTIVITY_MESSAGES = {
  approved: 'Approved hours can no longer be changed.',
  automatic: 'Hours from hosting are recorded from the session and cannot be edited.',
} as const

/*
 * Volunteer hours (spec 001 §4.1; issue 15 §3): each person reads and submits their own; the
 * reviewers are the Volunteer Hours page's holders (spec 000 §6.3: team_lead or federal_work_study).
 * Someone else's activity is not disclosed (404).
 */
export default class VolunteerActivityPolicy extends BasePolicy {
  async review(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), VOLUNTEER_HOURS_PAGE)
  }

  /** Resubmit (edit) one's own manual activity until it is approved. */
  edit(user: User, activity: VolunteerActivity) {
    if (activity.userId !== user.id) return AuthorizationResponse.deny('Not found', 404)
    if (activity.sessionId !== null) return AuthorizationResponse.deny(ACTIVITY_MESSAGES.automatic, 409)
    if (activity.approvedAt !== null) return AuthorizationResponse.deny(ACTIVITY_MESSAGES.approved, 409)
    return true
  }
}
