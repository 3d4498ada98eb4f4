import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ClubStanding } from '../queries/clubs.js'
import { hoursOf } from '../hours.js'

/** A club on the leaderboard or the console: name, district, members and hours this school year. */
export default class ClubStandingTransformer extends BaseTransformer<ClubStanding> {
  toObject() {
    return {
      clubId: this.resource.clubId,
      clubName: this.resource.clubName,
      districtName: this.resource.districtName,
      members: this.resource.members,
      hours: hoursOf(this.resource.seconds),
    }
  }
}
