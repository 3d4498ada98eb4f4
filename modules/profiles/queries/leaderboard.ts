import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { User } from '#modules/identity/index'
import { sqlTime } from '#app/support/database/values'

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]
export const LEADERBOARD_SIZE = 50

/** The start of a period (UTC): this week from Monday, this month from the 1st; all time has none. */
export function periodStart(period: LeaderboardPeriod, now = DateTime.utc()): DateTime | null {
  if (period === 'week') return now.startOf('week')
  if (period === 'month') return now.startOf('month')
  return null
}

export type LeaderboardRow = { rank: number; points: number; user: User }

/**
 * The top members by points earned in a period (issue 11 §3), from the ledger in ONE aggregate
 * query (user_events by created_at, grouped by user_id); per world, only points tied to sessions of
 * that world. Members who opted out and deleted accounts are left out. Then one lookup of the
 * listed users (names and ages for the minors rule).
 */
export async function leaderboard(period: LeaderboardPeriod, worldId: number | null, now = DateTime.utc()): Promise<LeaderboardRow[]> {
  const since = periodStart(period, now)
  const query = db
    .from('user_events')
    .join('users', 'users.id', 'user_events.user_id')
    .whereNull('users.deleted_at')
    .whereNotExists((optedOut) =>
      optedOut.from('recognition_preferences').whereColumn('recognition_preferences.user_id', 'user_events.user_id').where('recognition_preferences.leaderboard_opt_out', true)
    )
    .groupBy('user_events.user_id')
    .select('user_events.user_id')
    .sum('user_events.event_points as points')
    .havingRaw('sum(user_events.event_points) > 0')
    .orderBy('points', 'desc')
    .orderBy('user_events.user_id', 'asc')
    .limit(LEADERBOARD_SIZE)
  if (since) query.where('user_events.created_at', '>=', sqlTime(since))
  if (worldId !== null) query.join('tutoring_sessions', 'tutoring_sessions.id', 'user_events.session_id').where('tutoring_sessions.world_id', worldId)
  const rows = await query
  const listed = await User.query().whereIn('id', rows.map((row) => row.user_id))
  const users = new Map(listed.map((user) => [user.id, user]))
  return rows.flatMap((row, index) => {
    const user = users.get(Number(row.user_id))
    return user ? [{ rank: index + 1, points: Number(row.points), user }] : []
  })
}
