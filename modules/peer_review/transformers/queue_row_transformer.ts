import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { isExperiencedLevel } from '../shared/index.js'
import type { SessionAudit } from '../queries/peer_review.js'

/** A session in an auditor's queue. */
export default class QueueRowTransformer extends BaseTransformer<SessionAudit> {
  toObject() {
    const facts = this.resource
    return {
      sessionId: facts.session.id,
      title: facts.session.title,
      startedAt: iso(facts.startedAt)!,
      recordingExpiresAt: iso(facts.recordings[0]?.expiresAt ?? null),
      /** A mentor asked for an experienced audit and none is written yet (spec 001 §4.3). */
      experienced: facts.hasMentorTag && !facts.auditLevels.some(isExperiencedLevel),
    }
  }
}
