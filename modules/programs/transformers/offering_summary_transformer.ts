import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OfferingSummary } from '../queries/program_home.js'

/** One of a program's offerings as its public page describes it to learners. */
export default class OfferingSummaryTransformer extends BaseTransformer<OfferingSummary> {
  toObject() {
    return this.pick(this.resource, [
      'slug',
      'title',
      'world',
      'description',
      'weeks',
      'sessions',
      'sessionMinutes',
      'maxLearners',
      'oneTime',
      'forLearners',
    ])
  }
}
