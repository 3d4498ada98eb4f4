import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import type { LearnerFeedbackSession } from '../queries/learner_feedback_session.js'
import { LEARNER_FEEDBACK_MESSAGES, LEARNER_FEEDBACK_WINDOW_DAYS } from '../shared/index.js'

const refuse = (reason: string, status: 403 | 409 | 422) => AuthorizationResponse.deny(reason, status)
/** Someone who does not host the session: its learner-feedback page does not exist for them (no disclosure). */
const hidden = () => AuthorizationResponse.deny('Not found', 404)

/*
 * Who answers feedback prompts. Session feedback: the pending query is the rule (a registered
 * learner of a session in the window, nothing given yet): a session outside it is a 404. Series
 * NPS: spec 000 §6.4 "the tutor role is needed for series-level NPS", on top of hosting the series.
 * Learner feedback (spec 001 §3.4): a host of the session, about a learner marked present.
 */
export default class FeedbackPolicy extends BasePolicy {
  /** /tutor/feedback: tutors read the feedback on sessions they hosted (queries/received_feedback.ts scopes the rows). */
  async viewReceived(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('tutor')
  }

  /**
   * /feedback/from-tutors: every member reads the featured feedback about themselves, and only
   * that (queries/featured_learner_feedback.ts scopes the rows to the viewer; there is no way to
   * name another learner). Visitors are refused (no guest access); blocked accounts are stopped
   * before (the route's access middleware).
   */
  async viewFeaturedLearnerFeedback(_user: User): Promise<boolean> {
    return true
  }

  async answerSeriesNps(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('tutor')
  }

  /** The host's learner-feedback page of a session: its approved hosts (what they gave stays readable). */
  async viewLearnerFeedback(_user: User, session: LearnerFeedbackSession): Promise<AuthorizerResponse> {
    return session.viewerIsHost || hidden()
  }

  /**
   * Giving feedback on a learner (spec 001 §3.4), without `learnerId` whether the session is open
   * for it at all: an approved host marked present on the confirmed roster of a session that was
   * not canceled, until LEARNER_FEEDBACK_WINDOW_DAYS after its end; with `learnerId`, about a
   * learner marked present that this host has not given feedback on yet (once per session, host
   * and learner: a second one is refused, see README).
   */
  async giveLearnerFeedback(_user: User, session: LearnerFeedbackSession, learnerId?: number): Promise<AuthorizerResponse> {
    if (!session.viewerIsHost) return hidden()
    if (session.canceled) return refuse(LEARNER_FEEDBACK_MESSAGES.canceled, 409)
    if (!session.attendanceConfirmedAt) return refuse(LEARNER_FEEDBACK_MESSAGES.notConfirmed, 409)
    if (!session.viewerAttended) return refuse(LEARNER_FEEDBACK_MESSAGES.hostAbsent, 403)
    if (DateTime.utc() > session.endDate.plus({ days: LEARNER_FEEDBACK_WINDOW_DAYS })) return refuse(LEARNER_FEEDBACK_MESSAGES.closed, 409)
    if (learnerId === undefined) return true
    const learner = session.learners.find((present) => present.userId === learnerId)
    if (!learner) return refuse(LEARNER_FEEDBACK_MESSAGES.notPresent, 422)
    if (learner.given) return refuse(LEARNER_FEEDBACK_MESSAGES.alreadyGiven, 409)
    return true
  }
}
