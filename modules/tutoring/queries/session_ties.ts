import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { sqlTime, toNumber } from '#app/support/database/values'

export type SessionTies = {
  /** Has (or had) a host row on this session: live or deleted, approved or pending. */
  hostsThisSession: boolean
  /** A live registration for this session. */
  registeredForThisSession: boolean
  /**
   * A live host row (approved or pending) or a live registration on another session, not
   * canceled and not deleted, whose times overlap the window.
   */
  busyElsewhere: boolean
}

type Q = DatabaseQueryBuilderContract<any>

/**
 * What ties each of these people to a session and to the others running in a window (substitute
 * offers: the window is now → the session's end). Everyone asked is in the map. One statement.
 */
export async function sessionTiesOf(
  sessionId: number,
  userIds: readonly number[],
  window: { from: DateTime; until: DateTime }
): Promise<Map<number, SessionTies>> {
  const ids = [...new Set(userIds)]
  const ties = new Map<number, SessionTies>(
    ids.map((id) => [
      id,
      { hostsThisSession: false, registeredForThisSession: false, busyElsewhere: false },
    ])
  )
  if (ids.length === 0) return ties
  const busyIn = (table: string) => (q: Q) =>
    q
      .from(`${table} as x`)
      .join('tutoring_sessions as o', 'o.id', 'x.session_id')
      .whereIn('x.user_id', ids)
      .whereNull('x.deleted_at')
      .whereNot('o.id', sessionId)
      .whereNull('o.canceled_at')
      .whereNull('o.deleted_at')
      .where('o.start_date', '<', sqlTime(window.until))
      .where('o.end_date', '>', sqlTime(window.from))
      .select('x.user_id', db.raw("'busy' as tie"))
  const rows = await db
    .from('session_hosts as h')
    .where('h.session_id', sessionId)
    .whereIn('h.user_id', ids)
    .select('h.user_id', db.raw("'hosts' as tie"))
    .union((q) =>
      q
        .from('session_registrations as r')
        .where('r.session_id', sessionId)
        .whereIn('r.user_id', ids)
        .whereNull('r.deleted_at')
        .select('r.user_id', db.raw("'registered' as tie"))
    )
    .union(busyIn('session_hosts'))
    .union(busyIn('session_registrations'))
  for (const row of rows) {
    const found = ties.get(toNumber(row.user_id))
    if (!found) continue
    if (row.tie === 'hosts') found.hostsThisSession = true
    else if (row.tie === 'registered') found.registeredForThisSession = true
    else found.busyElsewhere = true
  }
  return ties
}
