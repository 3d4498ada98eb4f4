import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LeaderboardRow } from '../queries/leaderboard.js'
import { isMinor } from '../policies/profile_policy.js'

/** A leaderboard row. "Minors appear by display name only" (issue 11 §3): no profile link for them. */
export default class LeaderboardEntryTransformer extends BaseTransformer<LeaderboardRow> {
  toObject() {
    const { rank, points, user } = this.resource
    const minor = isMinor(user)
    return { rank, points, userId: user.id, displayName: user.displayName, username: minor ? null : user.username }
  }
}
