import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import Notification from '../models/notification.js'
import { registeredKindKeys } from '../kinds.js'

/**
 * The notifications a user may see (NotificationPolicy.open in SQL): their own, once due, of a
 * kind some module still describes. Newest first.
 */
export function visibleNotifications(userId: number, now = DateTime.utc()) {
  return Notification.query()
    .where('user_id', userId)
    .where('in_app', true)
    .where('notify_at', '<=', sqlTime(now))
    .whereIn('key', registeredKindKeys())
    .orderBy('notify_at', 'desc')
    .orderBy('id', 'desc')
}
