import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ClubRow } from '../queries/clubs.js'

/** A club with its code on the Key Club console (codes are staff-only: they are the invitation). */
export default class ClubTransformer extends BaseTransformer<ClubRow> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'code', 'districtId'])
  }
}
