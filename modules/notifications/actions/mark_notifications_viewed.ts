import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import { forgetViewers } from '#modules/identity/index'
import { announceViewed } from '../live.js'

/** The user looked (bell or page): nothing before now is unread any more, in every open tab. */
export async function markNotificationsViewed(userId: number, now = DateTime.utc()) {
  await db
    .from('users')
    .where('id', userId)
    .update({ notifications_last_viewed_at: sqlTime(now) })
  forgetViewers(userId)
  announceViewed(userId)
}
