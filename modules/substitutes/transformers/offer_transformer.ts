import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LoadedSession } from '#modules/tutoring/index'
import type { OfferRow, OfferStatus } from '../queries/offers.js'

type OfferView = { offer: OfferRow; status: OfferStatus; loaded: LoadedSession; registrants: number }

/* What the offered tutor sees: the session (no learner names: only how many are waiting) and where the offer stands. */
export default class OfferTransformer extends BaseTransformer<OfferView> {
  toObject() {
    const { offer, status, loaded, registrants } = this.resource
    const { session } = loaded
    return {
      id: offer.id,
      status,
      sessionId: session.id,
      title: session.title,
      topicName: loaded.topicName,
      worldTitle: loaded.world?.title ?? null,
      hostName: loaded.hostName,
      startDate: session.startDate.toUTC().toISO()!,
      endDate: session.endDate.toUTC().toISO()!,
      registrants,
    }
  }
}
