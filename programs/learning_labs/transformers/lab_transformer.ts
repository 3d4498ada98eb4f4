import { BaseTransformer } from '@adonisjs/core/transformers'
import { OfferingSummaryTransformer, type OfferingSummary } from '#modules/programs/index'

export type LabSummary = { world: string; title: string; units: OfferingSummary[] }

/** One of the labs on /learning-labs: its world and its units. */
export default class LabTransformer extends BaseTransformer<LabSummary> {
  toObject() {
    return {
      ...this.pick(this.resource, ['world', 'title']),
      units: this.resource.units.map((unit) => new OfferingSummaryTransformer(unit).toObject()),
    }
  }
}
