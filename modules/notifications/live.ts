import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { broadcastLive } from '#app/support/live'
import { describeNotification, type StoredNotification } from './kinds.js'
import { unreadCount } from './queries/unread_count.js'
import NotificationTransformer from './transformers/notification_transformer.js'

/** Each user's open tabs listen here for their own bell (declared in module.ts). */
export const userChannel = (userId: number) => `notifications/users/${userId}`

export type NotificationsLiveMessage = {
  unread: number
  item: ReturnType<NotificationTransformer['toObject']> | null
}

/*
 * After the commit: the recipient's tabs get the new count and the line. A scheduled one (due
 * later) is not announced now; the bell counts it from its due time on the next page load.
 * A failure here only delays the badge until the next page, so it is logged, never thrown.
 */
export async function announceNotification(notification: StoredNotification) {
  try {
    if (notification.notifyAt > DateTime.utc()) return
    const line = describeNotification(notification)
    if (!line) return
    const message: NotificationsLiveMessage = {
      unread: await unreadCount(notification.userId),
      item: new NotificationTransformer({ notification, line, unread: true }).toObject(),
    }
    broadcastLive(userChannel(notification.userId), message)
  } catch (error) {
    logger.error(
      { err: error, notificationId: notification.id },
      'announcing a notification failed'
    )
  }
}

/** After the user looked (bell or page): their other tabs clear the badge too. */
export function announceViewed(userId: number) {
  const message: NotificationsLiveMessage = { unread: 0, item: null }
  broadcastLive(userChannel(userId), message)
}
