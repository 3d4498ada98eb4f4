import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'

/** Keeps a browser's push subscription for the user; an endpoint another account had moves over. */
export async function savePushSubscription(
  userId: number,
  { endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }
) {
  await db
    .knexQuery()
    .table('push_subscriptions')
    .insert({ user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: sqlTime(DateTime.utc()) })
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth'])
}
