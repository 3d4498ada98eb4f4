import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import { describeNotification } from '../kinds.js'
import type Notification from '../models/notification.js'
import { visibleNotifications } from '../policies/notification_scope.js'
import type { DescribedNotification } from '../transformers/notification_transformer.js'

/** When the user last opened the bell or the page (users.notifications_last_viewed_at, spec 001 §3.1). */
export async function lastViewedAt(userId: number): Promise<DateTime | null> {
  const row = await db
    .from('users')
    .where('id', userId)
    .select('notifications_last_viewed_at')
    .first()
  return fromDbTime(row?.notifications_last_viewed_at)
}

/** Lines for the rows; a row whose kind declines to describe it is left out. */
function described(rows: Notification[], viewedAt: DateTime | null): DescribedNotification[] {
  return rows.flatMap((notification) => {
    const line = describeNotification(notification)
    return line
      ? [{ notification, line, unread: viewedAt === null || notification.notifyAt > viewedAt }]
      : []
  })
}

/** The bell's popover: the latest few. */
export async function latestNotifications(userId: number, limit: number) {
  const viewedAt = await lastViewedAt(userId)
  return described(await visibleNotifications(userId).limit(limit), viewedAt)
}

/** The notifications page: one page of them and the page numbers. */
export async function notificationsPage(userId: number, page: number, perPage: number) {
  const viewedAt = await lastViewedAt(userId)
  const result = await visibleNotifications(userId).paginate(page, perPage)
  const meta = result.getMeta() as { total: number; currentPage: number; lastPage: number }
  return {
    items: described(result.all(), viewedAt),
    meta: { total: meta.total, currentPage: meta.currentPage, lastPage: meta.lastPage },
  }
}
