import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AuditorStanding } from '../queries/peer_review.js'

/** The viewer's own auditor standing on their queue: level, accepted reviews, how many to the next level. */
export default class StandingTransformer extends BaseTransformer<AuditorStanding> {
  toObject() {
    const standing = this.resource
    return { level: standing.level, acceptedAudits: standing.acceptedAudits, toNextLevel: standing.toNextLevel, verified: standing.verified }
  }
}
