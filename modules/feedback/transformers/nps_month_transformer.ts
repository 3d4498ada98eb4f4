import { BaseTransformer } from '@adonisjs/core/transformers'

export type NpsMonth = { month: string; nps: number | null; answers: number }

/** One month of the Feedbacks page's learner NPS line (null: no answers that month). */
export default class NpsMonthTransformer extends BaseTransformer<NpsMonth> {
  toObject() {
    return this.pick(this.resource, ['month', 'nps', 'answers'])
  }
}
