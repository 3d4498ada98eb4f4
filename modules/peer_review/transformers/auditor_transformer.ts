import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AuditorOverviewRow } from '../queries/peer_review.js'

/** A reviewer on the Peer Reviews page: level, accepted and written reviews, verified. */
export default class AuditorTransformer extends BaseTransformer<AuditorOverviewRow> {
  toObject() {
    const row = this.resource
    return {
      userId: row.userId,
      name: row.name,
      level: row.level,
      acceptedAudits: row.acceptedAudits,
      writtenAudits: row.writtenAudits,
      verified: row.verified,
      goldReviews: row.calibration.compared,
      agreement: row.calibration.overall,
      agreementBySection: row.calibration.bySection,
      calibrationConcern: row.calibration.concern,
    }
  }
}
