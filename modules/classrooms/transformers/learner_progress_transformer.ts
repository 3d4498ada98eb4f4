import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { LearnerProgress } from '../queries/progress.js'

/** One sharing learner's row on the educator's page: display name, sessions attended, certifications (not even the account id). */
export default class LearnerProgressTransformer extends BaseTransformer<LearnerProgress> {
  toObject() {
    const { name, sessionsAttended, lastAttendedAt, certifications } = this.resource
    return {
      name,
      sessionsAttended,
      lastAttendedAt: iso(lastAttendedAt),
      certifications: certifications.map((certification) => ({ topicName: certification.topicName, approvedAt: iso(certification.approvedAt) })),
    }
  }
}
