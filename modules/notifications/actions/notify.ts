import { DateTime } from 'luxon'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Notification from '../models/notification.js'
import { announceNotification } from '../live.js'

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
  /** When it becomes visible (default now): a later time schedules it. */
  notifyAt?: DateTime
}

/**
 * Records a notification inside the caller's transaction; once it commits, the recipient's open
 * tabs get the new unread count (and the line) live. A notification about one's own action is
 * skipped. Called without a transaction, it announces right away.
 */
export async function notify(
  input: NotificationInput,
  { client }: { client: QueryClientContract }
) {
  if (
    input.relatedUserId !== undefined &&
    input.relatedUserId !== null &&
    input.relatedUserId === input.userId
  )
    return
  const notification = await Notification.create(
    {
      key: input.key,
      userId: input.userId,
      relatedUserId: input.relatedUserId ?? null,
      secondaryRelatedUserId: input.secondaryRelatedUserId ?? null,
      worldId: input.worldId ?? null,
      sessionId: input.sessionId ?? null,
      seriesId: input.seriesId ?? null,
      postId: input.postId ?? null,
      payload: input.payload ?? {},
      // Whole seconds, as users.notifications_last_viewed_at is written (SQLite and PostgreSQL alike).
      notifyAt: (input.notifyAt ?? DateTime.utc()).toUTC().startOf('second'),
      clickedAt: null,
    },
    { client }
  )
  if (isTransaction(client)) {
    client.after('commit', () => announceNotification(notification))
  } else {
    await announceNotification(notification)
  }
}

function isTransaction(client: QueryClientContract): client is TransactionClientContract {
  return client.isTransaction
}
