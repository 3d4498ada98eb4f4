import { BaseTransformer } from '@adonisjs/core/transformers'
import type { NotificationLine, StoredNotification } from '../kinds.js'

/** A notification with the line its kind built and whether it came after the user's last look. */
export type DescribedNotification = {
  notification: StoredNotification
  line: NotificationLine
  unread: boolean
}

/**
 * A notification as its user sees it: only the line describe() built, never the row's other
 * references. The link goes through /notifications/:id/open, which records the click.
 */
export default class NotificationTransformer extends BaseTransformer<DescribedNotification> {
  toObject() {
    const { notification, line, unread } = this.resource
    return {
      id: notification.id,
      text: line.text,
      href: `/notifications/${notification.id}/open`,
      at: notification.notifyAt.toUTC().toISO()!,
      unread,
    }
  }
}
