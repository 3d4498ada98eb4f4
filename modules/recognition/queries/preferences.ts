import db from '@adonisjs/lucid/services/db'
import { toBool } from '#app/support/database/values'

/** Whether a member chose to stay off the leaderboards (default: shown). */
export async function isLeaderboardOptedOut(userId: number): Promise<boolean> {
  const row = await db.from('recognition_preferences').where('user_id', userId).select('leaderboard_opt_out').first()
  return row ? toBool(row.leaderboard_opt_out) : false
}
