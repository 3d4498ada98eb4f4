import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScheduleItem } from '../queries/session_rows.js'
import SessionCardTransformer from './session_card_transformer.js'

/** A session on one's own schedule: the card plus the person's role in it. */
export default class ScheduleItemTransformer extends BaseTransformer<ScheduleItem> {
  toObject() {
    return {
      ...new SessionCardTransformer(this.resource).toObject(),
      ...this.pick(this.resource, ['role', 'canceled']),
    }
  }
}
