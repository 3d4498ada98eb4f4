import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorQueueRow } from '../queries/mentor.js'

/** A session on the Mentor page: status, who holds it, claim and resolve times, the log. */
export default class MentorSessionTransformer extends BaseTransformer<MentorQueueRow> {
  toObject() {
    const row = this.resource
    return {
      sessionId: row.sessionId,
      title: row.title,
      tutorName: row.tutorName,
      startedAt: row.startedAt,
      status: row.status,
      responsible: row.responsible,
      claimedAt: row.claimedAt,
      resolvedAt: row.resolvedAt,
      log: row.log,
    }
  }
}
