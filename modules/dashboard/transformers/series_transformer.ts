import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DashboardSeries } from './resource_types.js'

/** A series on a dashboard list, with its next session (null once none is ahead). */
export default class SeriesTransformer extends BaseTransformer<DashboardSeries> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'nextSessionAt'])
  }
}
