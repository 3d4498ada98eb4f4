import { BaseTransformer } from '@adonisjs/core/transformers'
import type { NotificationSettings } from '../notification_settings.js'

/** A user's notification switches, defaults filled in (User.notifications), for GET /settings/notifications. */
export default class NotificationSettingsTransformer extends BaseTransformer<NotificationSettings> {
  toObject() {
    return this.pick(this.resource, ['sessionReminders', 'seriesUpdates', 'communityDigest', 'messages', 'productNews'])
  }
}
