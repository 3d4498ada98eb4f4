import type { DateTime } from 'luxon'
import type { Channel } from './shared/channels.js'

/** A stored notification as its kind's describe() sees it (spec 001 §3.2 notification). */
export type StoredNotification = {
  id: number
  key: string
  userId: number
  relatedUserId: number | null
  secondaryRelatedUserId: number | null
  worldId: number | null
  sessionId: number | null
  seriesId: number | null
  postId: number | null
  payload: Record<string, unknown>
  notifyAt: DateTime
  clickedAt: DateTime | null
  createdAt: DateTime
}

export type NotificationLine = { text: string; href: string }

export type NotificationKind = {
  /** What the settings page calls this kind ("Session reminders"); the key made readable when absent. */
  label?: string
  /** Outside channels the kind may use besides the bell (default: in-app only). */
  channels?: { email?: boolean; sms?: boolean; push?: boolean }
  /** False for a kind that only ever goes out by email (the weekly digest): no bell, no in-app switch. */
  inApp?: boolean
  /**
   * Transactional: about the user's own account or a thing they asked for (not news). Its email is
   * always sent, carries no unsubscribe link and is not listed among the switches.
   */
  transactional?: boolean
  /**
   * Pure (no queries): the line and same-site link, built from the stored row alone (its payload
   * carries what the line needs, such as the actor's display name). Null hides the notification.
   */
  describe(notification: StoredNotification): NotificationLine | null
  /**
   * Asked just before an email or text message goes out (a query is fine here): false skips it,
   * e.g. "you have unread messages" once they were read.
   */
  stillRelevant?(notification: StoredNotification): Promise<boolean>
  /** The text message (at most ~300 characters); default: the line and its link. */
  smsText?(notification: StoredNotification): string | null
}

const kinds = new Map<string, NotificationKind>()

/** Called once at module load by the module that notifies with this key. */
export function registerNotificationKind(key: string, kind: NotificationKind) {
  if (kinds.has(key)) throw new Error(`notification kind "${key}" is already registered`)
  kinds.set(key, kind)
}

export function registeredKindKeys(): string[] {
  return [...kinds.keys()]
}

export function notificationKind(key: string): NotificationKind | undefined {
  return kinds.get(key)
}

/** The kinds a user can switch per channel (not transactional), in registration order. */
export function switchableKinds(): Array<{ key: string; kind: NotificationKind }> {
  return [...kinds.entries()].filter(([, kind]) => !kind.transactional).map(([key, kind]) => ({ key, kind }))
}

/** The kind's label, or its key made readable ('post.mention' → 'Post mention'). */
export function kindLabel(key: string, kind: NotificationKind | undefined) {
  if (kind?.label) return kind.label
  const words = key.replaceAll(/[._-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Whether a kind may use a channel at all (in-app always). */
export function kindSupports(kind: NotificationKind, channel: Channel) {
  return channel === 'in_app' ? kind.inApp !== false : kind.channels?.[channel] === true
}

/*
 * Only a path on this site: "/x" but never "//host" or "/\host" (browsers read both as another
 * host). A describe() answering anything else is dropped, so a notification is never an open redirect.
 */
export function isSameSitePath(href: string) {
  return /^\/(?![/\\])/.test(href) && !/[\s\p{Cc}]/u.test(href)
}

/** The line a user sees, or null when the kind is unknown, declines, or links off-site. */
export function describeNotification(notification: StoredNotification): NotificationLine | null {
  const kind = kinds.get(notification.key)
  if (!kind) return null
  const line = kind.describe(notification)
  if (!line || !line.text || !isSameSitePath(line.href)) return null
  return line
}
