import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import ChannelMember from '../models/channel_member.js'

/**
 * The viewer opened the channel: its posts up to now are no longer "new since your last visit".
 * Stored to the second (as every hand-written time is), rounded up: PostgreSQL keeps posts'
 * milliseconds, and a post of the viewing second must not look newer than the visit.
 */
export async function markChannelViewed(userId: number, channelId: number) {
  const now = sqlTime(DateTime.utc().plus({ seconds: 1 }).startOf('second'))
  await ChannelMember.query()
    .knexQuery.insert({ user_id: userId, channel_id: channelId, last_viewed_at: now, enable_text_notifications: false, created_at: now, updated_at: now })
    .onConflict(['user_id', 'channel_id'])
    .merge({ last_viewed_at: now, updated_at: now })
}
