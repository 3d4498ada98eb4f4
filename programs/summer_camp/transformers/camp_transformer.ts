import { BaseTransformer } from '@adonisjs/core/transformers'

export type CampSummary = { title: string; dates: string; running: boolean }

/** This summer's (or the next) camp on /summer-camp. */
export default class CampTransformer extends BaseTransformer<CampSummary> {
  toObject() {
    return this.pick(this.resource, ['title', 'dates', 'running'])
  }
}
