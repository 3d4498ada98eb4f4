import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import { DateTime } from 'luxon'
import { opensAdminPage } from '#kernel/admin_menu'
import type { User } from '#modules/identity/index'
import { MENTOR_PAGE, PEER_REVIEWS_PAGE, TUTORS_PAGE } from '../admin_pages.js'
import { RECORDING_EXPIRY_DAYS, isAuditable } from '../shared/index.js'
import { auditRefusalFor, auditorStandingOf, isAdminMentorOrPolicy, refusalMessage, type AuditRow, type SessionAudit, type SessionRow } from '../queries/peer_review.js'

const NOT_FOUND = () => AuthorizationResponse.deny('Not found', 404)

export const PEER_REVIEW_MESSAGES = {
  notTutor: 'Only tutors review sessions.',
  notEnded: 'You can add a recording once the session has ended.',
  tooOld: `Recordings can be added for ${RECORDING_EXPIRY_DAYS} days after a session.`,
} as const

/*
 * Who may do what in peer review (issue 12 §3; spec 000 §6.2–6.4; spec 001 §5.4). Decisions where
 * the spec is silent: the queue is for tutors and for admin mentors and policy admins; "coaches"
 * are admin mentors, so the private escalation comment is read by admin:mentor and admin:safety
 * only; a recording is attached by the session's approved hosts.
 */
export default class PeerReviewPolicy extends BasePolicy {
  async useQueue(user: User): Promise<boolean | AuthorizationResponse> {
    const roles = await user.roles()
    return roles.has('tutor') || isAdminMentorOrPolicy(roles) || AuthorizationResponse.deny(PEER_REVIEW_MESSAGES.notTutor, 403)
  }

  /** Audit this session now (spec 001 §5.4): a session one may not see looks missing. */
  async audit(user: User, facts: SessionAudit): Promise<boolean | AuthorizationResponse> {
    const queue = await this.useQueue(user)
    if (queue !== true) return NOT_FOUND()
    // Only a session with a playable recording, in the window, can be audited (spec 001 §4.3).
    if (!isAuditable(facts, DateTime.utc())) return NOT_FOUND()
    const refusal = await auditRefusalFor(user, await auditorStandingOf(user), facts)
    if (refusal === null) return true
    return refusal === 'cannotView' ? NOT_FOUND() : AuthorizationResponse.deny(refusalMessage(refusal), 403)
  }

  /** Attach a recording: the session's approved hosts, after it ended, within the recording window. */
  async attachRecording(user: User, session: SessionRow, hostIds: number[]): Promise<boolean | AuthorizationResponse> {
    if (session.userId !== user.id && !hostIds.includes(user.id)) return NOT_FOUND()
    const now = DateTime.utc()
    if (session.canceled || session.endedAt > now) return AuthorizationResponse.deny(PEER_REVIEW_MESSAGES.notEnded, 403)
    if (session.endedAt < now.minus({ days: RECORDING_EXPIRY_DAYS })) return AuthorizationResponse.deny(PEER_REVIEW_MESSAGES.tooOld, 403)
    return true
  }

  /** Reply to an audit: only the audited tutor. */
  async reply(user: User, audit: AuditRow): Promise<boolean | AuthorizationResponse> {
    return audit.userId === user.id || NOT_FOUND()
  }

  /** The private internal-escalation comment (spec 000 §6.4): coaches (admin mentors) and safety staff. */
  async readEscalation(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('admin:basic') && (roles.has('admin:mentor') || roles.has('admin:safety'))
  }

  /** The Peer Reviews console page and its actions (spec 000 §6.3: mentor). */
  async openConsole(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), PEER_REVIEWS_PAGE)
  }

  /** The Mentor console page and its actions (spec 000 §6.3: mentor). */
  async mentor(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), MENTOR_PAGE)
  }

  /**
   * A session's tags (spec 001 §3.3 session_tag): staff in the console who audit as staff, admin
   * mentors and policy admins (the same people the rubric gives every section).
   */
  async manageTags(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('admin:basic') && isAdminMentorOrPolicy(roles)
  }

  /** The Tutors console page (spec 000 §6.3: mentor). */
  async tutors(user: User): Promise<boolean> {
    return opensAdminPage(await user.roles(), TUTORS_PAGE)
  }
}
