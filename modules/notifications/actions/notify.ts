import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#app/support/database/values'
import Notification from '../models/notification.js'
import { announceNotification } from '../live.js'
import { notificationKind, type NotificationKind } from '../kinds.js'
import { recipientOf, type Recipient } from '../queries/recipients.js'
import { channelOn, storedPreferences, type StoredPreferences } from '../queries/preferences.js'
import { OUTSIDE_CHANNELS, type OutsideChannel } from '../shared/channels.js'
import { dispatchDelivery } from '../jobs/deliver_notification_job.js'
import { offeredPushKey } from '../push/web_push.js'

export type NotificationInput = {
  /** The kind, as registered with registerNotificationKind (`post.mention`). */
  key: string
  /** Who is told. */
  userId: number
  /** Who did it (never told about their own action). */
  relatedUserId?: number | null
  secondaryRelatedUserId?: number | null
  worldId?: number | null
  sessionId?: number | null
  seriesId?: number | null
  postId?: number | null
  /** What the kind's describe() needs to build the line without a query. */
  payload?: Record<string, unknown>
  /** When it becomes visible (default now): a later time schedules it (and its email, SMS and push). */
  notifyAt?: DateTime
  /** At most one notification (and one delivery per channel) per key, however often notify runs. */
  idempotencyKey?: string
}

/**
 * Records a notification inside the caller's transaction, with one delivery row per outside
 * channel the recipient's preferences allow (email, SMS, push). Once it commits, the recipient's
 * open tabs get the new unread count live and the deliveries are dispatched (a scheduled one waits
 * for its time in the database, see jobs/sweep_deliveries_job.ts). A notification about one's own
 * action is skipped. Called without a transaction, it announces and dispatches right away.
 */
export async function notify(input: NotificationInput, { client }: { client: QueryClientContract }) {
  if (input.relatedUserId !== undefined && input.relatedUserId !== null && input.relatedUserId === input.userId)
    return
  const kind = notificationKind(input.key)
  const preferences = kind ? await storedPreferences(input.userId, { kind: input.key, client }) : new Map()
  const recipient = kind && hasOutsideChannels(kind) ? await recipientOf(input.userId, client) : null
  const minor = recipient?.minor ?? true
  const inApp = kind ? channelOn(preferences, input.key, kind, 'in_app', { minor }) : true

  // Whole seconds, as users.notifications_last_viewed_at is written (SQLite and PostgreSQL alike).
  const notifyAt = (input.notifyAt ?? DateTime.utc()).toUTC().startOf('second')
  const now = DateTime.utc()
  const [inserted] = await client
    .knexQuery()
    .table('notifications')
    .insert({
      key: input.key,
      user_id: input.userId,
      related_user_id: input.relatedUserId ?? null,
      secondary_related_user_id: input.secondaryRelatedUserId ?? null,
      world_id: input.worldId ?? null,
      session_id: input.sessionId ?? null,
      series_id: input.seriesId ?? null,
      post_id: input.postId ?? null,
      payload: JSON.stringify(input.payload ?? {}),
      notify_at: sqlTime(notifyAt),
      in_app: inApp,
      idempotency_key: input.idempotencyKey ?? null,
      created_at: sqlTime(now),
      updated_at: sqlTime(now),
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id')
  // Already notified under this key: nothing more to store or send.
  if (!inserted) return
  const id = typeof inserted === 'object' ? Number(inserted.id) : Number(inserted)
  const notification = await Notification.findOrFail(id, { client })

  const deliveries = recipient
    ? await recordDeliveries(notification, kind!, recipient, preferences, input.idempotencyKey, client)
    : []
  const afterCommit = async () => {
    if (inApp) await announceNotification(notification)
    for (const deliveryId of deliveries) await dispatchDelivery(deliveryId, notifyAt)
  }
  if (isTransaction(client)) client.after('commit', afterCommit)
  else await afterCommit()
}

function hasOutsideChannels(kind: NotificationKind) {
  return OUTSIDE_CHANNELS.some((channel) => kind.channels?.[channel])
}

/** Whether the recipient can be reached there at all: a verified email, a verified phone. */
function reachable(recipient: Recipient, channel: OutsideChannel) {
  if (channel === 'email') return recipient.emailVerified
  if (channel === 'sms') return recipient.phoneNumber !== null
  return true // push: the browsers subscribed by then are asked when it is sent
}

async function recordDeliveries(
  notification: Notification,
  kind: NotificationKind,
  recipient: Recipient,
  preferences: StoredPreferences,
  idempotencyKey: string | undefined,
  client: QueryClientContract
): Promise<number[]> {
  const ids: number[] = []
  // The creation second too: row ids start over after a database reset, a queue's job ids may not.
  const base = idempotencyKey ?? `notification:${notification.id}:${notification.createdAt.toUnixInteger()}`
  for (const channel of OUTSIDE_CHANNELS) {
    if (!channelOn(preferences, notification.key, kind, channel, recipient) || !reachable(recipient, channel)) continue
    if (channel === 'push' && !offeredPushKey()) continue
    const [row] = await client
      .knexQuery()
      .table('notification_deliveries')
      .insert({
        notification_id: notification.id,
        user_id: recipient.id,
        channel,
        idempotency_key: `${base}:${channel}`,
        status: 'pending',
        due_at: sqlTime(notification.notifyAt),
        payload: '{}',
        created_at: sqlTime(DateTime.utc()),
      })
      .onConflict('idempotency_key')
      .ignore()
      .returning('id')
    if (row) ids.push(typeof row === 'object' ? Number(row.id) : Number(row))
  }
  return ids
}

function isTransaction(client: QueryClientContract): client is TransactionClientContract {
  return client.isTransaction
}
