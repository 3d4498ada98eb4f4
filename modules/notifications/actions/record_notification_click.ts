import { DateTime } from 'luxon'
import type Notification from '../models/notification.js'

/** The first click on a notification is kept (clicked_at, spec 001 §3.2); later ones change nothing. */
export async function recordNotificationClick(notification: Notification, now = DateTime.utc()) {
  if (notification.clickedAt) return
  notification.clickedAt = now
  await notification.save()
}
