import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ClubMember } from '../queries/clubs.js'
import { hoursOf } from '../hours.js'

/** A member of a club with their hours this school year; `name` is null for those off leaderboards. */
export default class ClubMemberTransformer extends BaseTransformer<ClubMember & { isViewer: boolean }> {
  toObject() {
    return { name: this.resource.name, hours: hoursOf(this.resource.seconds), isViewer: this.resource.isViewer }
  }
}
