import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import User from '../models/user.js'
import { currentSuspension } from '../suspension.js'
import { ONLINE_WITHIN_MS } from '../last_online.js'

export type OnlineTutor = {
  userId: number
  lastOnlineAt: DateTime | null
  /** A live `blocked` role or a current suspension (currentSuspension of suspension_actions). */
  suspended: boolean
}

/**
 * Accounts (not deleted) with a live `tutor` role seen within `withinMs` of `now`
 * (last_online_at), most recently online first, at most `limit`. One statement.
 */
export async function onlineTutors(
  now: DateTime,
  { limit, withinMs = ONLINE_WITHIN_MS }: { limit: number; withinMs?: number }
): Promise<OnlineTutor[]> {
  const users = await User.query()
    .where('users.last_online_at', '>=', sqlTime(now.minus({ milliseconds: withinMs })))
    .whereExists((role) =>
      role
        .from('user_roles as ur')
        .whereColumn('ur.user_id', 'users.id')
        .where('ur.role', 'tutor')
        .whereNull('ur.deleted_at')
    )
    .select('users.id', 'users.last_online_at', 'users.suspension_actions')
    .select(
      db.raw(
        "exists (select 1 from user_roles b where b.user_id = users.id and b.role = 'blocked' and b.deleted_at is null) as blocked"
      )
    )
    .orderBy('users.last_online_at', 'desc')
    .limit(limit)
  return users.map((user) => ({
    userId: user.id,
    lastOnlineAt: user.lastOnlineAt?.toUTC() ?? null,
    suspended:
      Boolean(Number(user.$extras.blocked)) || currentSuspension(user.suspensionActions) !== null,
  }))
}
