import { BaseTransformer } from '@adonisjs/core/transformers'
import type { UpcomingProgramSeries } from '../queries/program_home.js'

/** A program's series a learner can still join: seats left and the host's display name only. */
export default class ProgramSeriesTransformer extends BaseTransformer<UpcomingProgramSeries> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'worldTitle', 'firstSessionAt', 'seatsLeft', 'hostName'])
  }
}
