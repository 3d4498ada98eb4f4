import type User from '../models/user.js'
import type { NotificationSettings } from '../notification_settings.js'

/** Stores every notification switch (the settings form always sends all of them). */
export async function updateNotificationSettings(user: User, settings: NotificationSettings) {
  user.notificationSettings = settings
  await user.save()
}
