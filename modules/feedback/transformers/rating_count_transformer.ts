import { BaseTransformer } from '@adonisjs/core/transformers'

export type RatingCount = { rating: string; count: number }

/** One bar of the Feedbacks page's ratings chart. */
export default class RatingCountTransformer extends BaseTransformer<RatingCount> {
  toObject() {
    return this.pick(this.resource, ['rating', 'count'])
  }
}
