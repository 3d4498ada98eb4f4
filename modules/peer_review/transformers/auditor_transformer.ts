import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AuditorOverviewRow } from '../queries/peer_review.js'

/** A reviewer on the Peer Reviews page: level, accepted and written reviews, verified, calibration and double-review agreement. */
export default class AuditorTransformer extends BaseTransformer<AuditorOverviewRow & { double: { compared: number; overall: number | null } | null }> {
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
      /** Blind double reviews this reviewer took part in (either side), and the pairs' agreement. */
      doubleReviews: row.double?.compared ?? 0,
      doubleAgreement: row.double?.overall ?? null,
    }
  }
}
