import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScoreBand } from '../queries/admin.js'

/** spec 001 §3.7 sat_score_band, as the console lists it. */
export default class ScoreBandTransformer extends BaseTransformer<ScoreBand> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      minScore: this.resource.minScore,
      maxScore: this.resource.maxScore,
      mathWeight: this.resource.mathWeight,
      readingWeight: this.resource.readingWeight,
      active: this.resource.active,
    }
  }
}
