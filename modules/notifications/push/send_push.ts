import db from '@adonisjs/lucid/services/db'
import { pushSender, type PushMessage } from './web_push.js'

/**
 * To every browser the user allowed. A subscription the push service says is gone (404/410) is
 * forgotten. 'skipped' when the user has no browser subscribed.
 */
export async function sendPush(userId: number, message: PushMessage): Promise<'sent' | 'skipped'> {
  const subscriptions = await db.from('push_subscriptions').where('user_id', userId).select('id', 'endpoint', 'p256dh', 'auth')
  let sent = false
  for (const subscription of subscriptions) {
    const status = await pushSender()(subscription, message)
    if (status === 404 || status === 410) await db.from('push_subscriptions').where('id', subscription.id).delete()
    else sent = true
  }
  return sent ? 'sent' : 'skipped'
}
