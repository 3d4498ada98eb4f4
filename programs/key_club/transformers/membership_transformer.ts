import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Membership } from '../queries/clubs.js'
import { hoursOf } from '../hours.js'

/** The viewer's own club on /key-club. */
export default class MembershipTransformer extends BaseTransformer<Membership & { totalSeconds: number }> {
  toObject() {
    return {
      clubName: this.resource.clubName,
      districtName: this.resource.districtName,
      joinedAt: this.resource.joinedAt.toISO()!,
      hours: hoursOf(this.resource.totalSeconds),
    }
  }
}
