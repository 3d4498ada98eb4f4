/* The email notifications a user can switch (settings page); unset keys take these defaults. */
export type NotificationSettings = {
  sessionReminders: boolean
  seriesUpdates: boolean
  communityDigest: boolean
  messages: boolean
  productNews: boolean
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  sessionReminders: true,
  seriesUpdates: true,
  communityDigest: false,
  messages: true,
  productNews: false,
}
