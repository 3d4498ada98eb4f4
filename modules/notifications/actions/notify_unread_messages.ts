import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { forgetViewers } from '#modules/identity/index'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { notify } from './notify.js'

export const UNREAD_MESSAGES_KIND = 'messages.unread'
/** How long after the first unread message the email waits (a reply read in time sends nothing). */
export const UNREAD_MESSAGES_DELAY_MINUTES = 15
/** At most one unread-messages email per this window (users.unread_messages_email_snooze_until). */
export const UNREAD_MESSAGES_BATCH_HOURS = 3

/**
 * Messaging calls this when a message arrives for someone (inside its transaction). The first
 * unread message opens a batch: one 'messages.unread' notification, due in 15 minutes, and
 * users.unread_messages_email_snooze_until set 3 hours ahead (spec 001 §3.1). Later messages in
 * the batch add nothing. The guarded UPDATE makes two messages at once open one batch.
 * Answers whether a new batch was opened.
 */
export async function notifyUnreadMessages(
  { userId, now = DateTime.utc() }: { userId: number; now?: DateTime },
  { client }: { client: QueryClientContract }
): Promise<boolean> {
  const opened = await client
    .from('users')
    .where('id', userId)
    .where((q) => q.whereNull('unread_messages_email_snooze_until').orWhere('unread_messages_email_snooze_until', '<=', sqlTime(now)))
    .update({ unread_messages_email_snooze_until: sqlTime(now.plus({ hours: UNREAD_MESSAGES_BATCH_HOURS })) })
  if (affectedRows(opened) === 0) return false
  forgetViewers(userId, client.isTransaction ? (client as TransactionClientContract) : null)
  await notify(
    {
      key: UNREAD_MESSAGES_KIND,
      userId,
      notifyAt: now.plus({ minutes: UNREAD_MESSAGES_DELAY_MINUTES }),
      idempotencyKey: `messages.unread:${userId}:${now.toUTC().toFormat('yyyyMMddHHmmss')}`,
    },
    { client }
  )
  return true
}

type UnreadCheck = (userId: number, since: DateTime) => Promise<boolean>
let unreadCheck: UnreadCheck | null = null

/**
 * Messaging answers "does this user still have messages unread since then?"; without an answer
 * the email goes out. Registered once from messaging's module.ts.
 */
export function registerUnreadMessagesCheck(check: UnreadCheck) {
  unreadCheck = check
}

export function stillHasUnreadMessages(userId: number, since: DateTime) {
  return unreadCheck ? unreadCheck(userId, since) : Promise.resolve(true)
}
