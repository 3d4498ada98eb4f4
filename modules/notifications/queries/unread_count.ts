import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime, toNumber } from '#app/support/database/values'
import { registeredKindKeys } from '../kinds.js'

/*
 * The bell's number: the user's notifications that became due (notify_at ≤ now) since they last
 * opened the bell or the page (users.notifications_last_viewed_at). Due time, not creation time,
 * decides: a scheduled notification created before the last view still counts once it is due.
 * One query on the (user_id, notify_at) index, however many notifications the user has.
 */
export async function unreadCount(userId: number, now = DateTime.utc()) {
  const keys = registeredKindKeys()
  if (keys.length === 0) return 0
  const row = await db
    .from('notifications')
    .where('user_id', userId)
    .where('in_app', true)
    .where('notify_at', '<=', sqlTime(now))
    .where(
      'notify_at',
      '>',
      db.raw(`coalesce((select notifications_last_viewed_at from users where id = ?), ?)`, [
        userId,
        '1970-01-01 00:00:00',
      ])
    )
    .whereIn('key', keys)
    .count('* as total')
    .first()
  return toNumber(row?.total)
}
