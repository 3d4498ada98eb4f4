import { BasePolicy } from '@adonisjs/bouncer'
import type { User } from '#modules/identity/index'

/*
 * Who answers feedback prompts. Session feedback: the pending query is the rule (a registered
 * learner of a session in the window, nothing given yet): a session outside it is a 404. Series
 * NPS: spec 000 §6.4 "the tutor role is needed for series-level NPS", on top of hosting the series.
 */
export default class FeedbackPolicy extends BasePolicy {
  /** /tutor/feedback: tutors read the feedback on sessions they hosted (queries/received_feedback.ts scopes the rows). */
  async viewReceived(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('tutor')
  }

  async answerSeriesNps(user: User): Promise<boolean> {
    const roles = await user.roles()
    return roles.has('tutor')
  }
}
