import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { notify, type NotificationInput } from '#modules/notifications/index'
import Notification from '../models/notification.js'

/** Notifies and answers the stored row (the newest for the user). */
export async function notifyNow(input: NotificationInput) {
  await db.transaction((trx) => notify(input, { client: trx }))
  return Notification.query().where('user_id', input.userId).orderBy('id', 'desc').firstOrFail()
}

/** Many notifications at once (bulk insert, no live announcement): for counts at scale. */
export async function insertNotifications(
  userId: number,
  key: string,
  howMany: number,
  due = DateTime.utc().minus({ minutes: 1 })
) {
  const at = sqlTime(due)
  for (let start = 0; start < howMany; start += 500) {
    const rows = Array.from({ length: Math.min(500, howMany - start) }, () => ({
      key,
      user_id: userId,
      payload: '{}',
      notify_at: at,
      created_at: at,
      updated_at: at,
    }))
    await db.table('notifications').multiInsert(rows)
  }
}
