import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'

/** Hides (true) or shows (false) a member on every leaderboard (issue 11 §3 "opt-out honoured"). */
export async function setLeaderboardOptOut(userId: number, optOut: boolean): Promise<void> {
  await db
    .knexQuery()
    .table('recognition_preferences')
    .insert({ user_id: userId, leaderboard_opt_out: optOut, updated_at: sqlTime(DateTime.utc()) })
    .onConflict(['user_id'])
    .merge({ leaderboard_opt_out: optOut, updated_at: sqlTime(DateTime.utc()) })
}
