import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MyProgram } from '../queries/my_programs.js'

/** One of the viewer's programs on /dashboard/programs: their series, waitlists and next step. */
export default class MyProgramTransformer extends BaseTransformer<MyProgram> {
  toObject() {
    return {
      ...this.pick(this.resource, ['slug', 'title', 'homePath', 'nextStep']),
      series: this.resource.series.map((series) => ({
        id: series.id,
        title: series.title,
        role: series.role,
        iteration: series.iteration,
        offering: series.offering,
        nextSessionAt: series.nextSessionAt,
      })),
      waitlisted: this.resource.waitlisted.map((entry) => ({ audience: entry.audience, iteration: entry.iteration })),
    }
  }
}
