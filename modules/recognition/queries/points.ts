import db from '@adonisjs/lucid/services/db'

/* Reads of the points ledger: points are always summed from user_event, never stored. */

export async function pointsOf(userId: number): Promise<number> {
  const row = await db
    .from('user_events')
    .where('user_id', userId)
    .sum('event_points as total')
    .first()
  return Number(row?.total ?? 0)
}
