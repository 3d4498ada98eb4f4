import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LearnerFeedbackSession } from '../queries/learner_feedback_session.js'

/** The host's learner-feedback page of a session: the learners marked present and what the host gave each. */
export default class LearnerFeedbackSessionTransformer extends BaseTransformer<LearnerFeedbackSession> {
  toObject() {
    const session = this.resource
    return {
      ...this.pick(session, ['sessionId', 'title']),
      startDate: session.startDate.toISO()!,
      endDate: session.endDate.toISO()!,
      learners: session.learners.map((learner) => ({
        userId: learner.userId,
        name: learner.name,
        given: learner.given
          ? { type: learner.given.type, attributeTags: learner.given.attributeTags, comment: learner.given.comment, createdAt: learner.given.createdAt.toISO()! }
          : null,
      })),
    }
  }
}
