import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { SessionAudit } from '../queries/peer_review.js'

/** The session being audited, as its audit page shows it (title and times; nothing of its learners). */
export default class AuditSessionTransformer extends BaseTransformer<SessionAudit> {
  toObject() {
    const facts = this.resource
    return {
      id: facts.session.id,
      title: facts.session.title,
      startedAt: iso(facts.startedAt)!,
      endedAt: iso(facts.endedAt)!,
    }
  }
}
