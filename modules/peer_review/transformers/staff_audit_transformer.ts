import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { AuditRow } from '../queries/peer_review.js'

/** An audit as mentors see it; the escalation comment only when the viewer may read it (the controller asks the policy). */
export default class StaffAuditTransformer extends BaseTransformer<{ audit: AuditRow; withEscalation: boolean; featuredKey?: string | null }> {
  toObject() {
    const { audit, withEscalation, featuredKey } = this.resource
    return {
      id: audit.id,
      sessionId: audit.sessionId,
      sessionTitle: audit.sessionTitle,
      tutorName: audit.tutorName,
      auditorId: audit.auditorId,
      auditorName: audit.auditorName,
      auditLevel: audit.auditLevel,
      rating: audit.rating,
      poor: audit.poor,
      escalated: audit.escalated,
      answers: audit.answers as Record<string, string>,
      escalationComment: withEscalation ? audit.internalNotes : null,
      needsReview: audit.needsReview,
      verifiedAt: iso(audit.verifiedAt),
      createdAt: iso(audit.createdAt)!,
      replyComment: audit.replyComment,
      replyRating: audit.replyRating,
      /** The featured comment's key when a mentor featured this review as an example. */
      featuredKey: featuredKey ?? null,
    }
  }
}
