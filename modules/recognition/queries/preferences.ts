import db from '@adonisjs/lucid/services/db'
import { toBool } from '#app/support/database/values'

/** Whether a member chose to stay off the leaderboards (default: shown). */
export async function isLeaderboardOptedOut(userId: number): Promise<boolean> {
  const row = await db.from('recognition_preferences').where('user_id', userId).select('leaderboard_opt_out').first()
  return row ? toBool(row.leaderboard_opt_out) : false
}

/** Of these members, those who chose to stay off the leaderboards (a club's member list). */
export async function leaderboardOptOutsAmong(userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db.from('recognition_preferences').whereIn('user_id', userIds).where('leaderboard_opt_out', true).select('user_id')
  return new Set(rows.map((row) => Number(row.user_id)))
}
