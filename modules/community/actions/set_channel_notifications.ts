import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import ChannelMember from '../models/channel_member.js'

/** spec 001 §3.2 channel_member.enable_text_notifications: stored here, sent by issue 14's SMS. */
export async function setChannelNotifications(userId: number, channelId: number, enabled: boolean) {
  const now = sqlTime(DateTime.utc())
  await ChannelMember.query()
    .knexQuery.insert({ user_id: userId, channel_id: channelId, last_viewed_at: null, enable_text_notifications: enabled, created_at: now, updated_at: now })
    .onConflict(['user_id', 'channel_id'])
    .merge({ enable_text_notifications: enabled, updated_at: now })
}
