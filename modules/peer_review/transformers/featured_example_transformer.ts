import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { FeaturedExample } from '../queries/featured.js'

/** A featured review as an example: the rating and the featured comment, nobody's name. */
export default class FeaturedExampleTransformer extends BaseTransformer<FeaturedExample> {
  toObject() {
    const example = this.resource
    return { auditId: example.auditId, rating: example.rating, commentLabel: example.commentLabel, comment: example.comment, featuredAt: iso(example.featuredAt)! }
  }
}
