import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AuditRow } from '../queries/peer_review.js'

/**
 * An audit as the audited tutor and its auditor see it: the answers and rating, never the
 * private escalation comment (spec 000 §6.4), nor who wrote it when shown to the tutor.
 */
export default class AuditTransformer extends BaseTransformer<AuditRow> {
  toObject() {
    const audit = this.resource
    return {
      id: audit.id,
      sessionId: audit.sessionId,
      sessionTitle: audit.sessionTitle,
      rubricVersion: audit.rubricVersion,
      answers: audit.answers as Record<string, string>,
      rating: audit.rating,
      createdAt: iso(audit.createdAt)!,
      replyComment: audit.replyComment,
      replyRating: audit.replyRating,
      replySubmittedAt: iso(audit.replySubmittedAt),
    }
  }
}
