import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { TutorRow } from '../queries/tutors.js'

/** A tutor on the admin Tutors page. */
export default class TutorRowTransformer extends BaseTransformer<TutorRow> {
  toObject() {
    const row = this.resource
    return {
      userId: row.userId,
      name: row.name,
      username: row.username,
      sessionsHosted: row.sessionsHosted,
      lastHostedAt: iso(row.lastHostedAt),
      certifiedTopics: row.certifiedTopics,
      auditorLevel: row.auditorLevel,
      auditsReceived: row.auditsReceived,
      averageRating: row.averageRating,
      mentorStatus: row.mentorStatus,
    }
  }
}
