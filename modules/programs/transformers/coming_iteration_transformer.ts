import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ComingIteration } from '../queries/program_home.js'

/** An iteration open or coming on a program's public page (dates already in the program's zone). */
export default class ComingIterationTransformer extends BaseTransformer<ComingIteration> {
  toObject() {
    return {
      ...this.pick(this.resource, ['key', 'title', 'phase', 'learnerOpen', 'dates', 'learnerRegistrationOpens', 'learnerDeadline']),
      offerings: this.resource.offerings.map((offering) => ({ title: offering.title, world: offering.world, dates: offering.dates })),
    }
  }
}
