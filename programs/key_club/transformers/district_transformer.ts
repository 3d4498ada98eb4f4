import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DistrictRow } from '../queries/clubs.js'

/** A district on the Key Club console. */
export default class DistrictTransformer extends BaseTransformer<DistrictRow> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'code'])
  }
}
