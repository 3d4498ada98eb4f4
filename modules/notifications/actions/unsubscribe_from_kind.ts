import { updateNotificationPreferences } from './update_notification_preferences.js'

/** The one-click link: that kind's email off for that user (true), or back on for "Undo". */
export async function unsubscribeFromKind({ userId, kind }: { userId: number; kind: string }, enabled = false) {
  return updateNotificationPreferences(userId, [{ kind, channel: 'email', enabled }])
}
