import type { DateTime } from 'luxon'

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
  /**
   * Pure (no queries): the line and same-site link, built from the stored row alone (its payload
   * carries what the line needs, such as the actor's display name). Null hides the notification.
   */
  describe(notification: StoredNotification): NotificationLine | null
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
