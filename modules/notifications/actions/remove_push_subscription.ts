import db from '@adonisjs/lucid/services/db'

/** Forgets one of the user's own browsers (someone else's endpoint is left alone). */
export async function removePushSubscription(userId: number, endpoint: string) {
  await db.from('push_subscriptions').where('user_id', userId).where('endpoint', endpoint).delete()
}
