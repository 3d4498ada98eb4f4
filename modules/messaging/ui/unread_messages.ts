import { useEffect, useSyncExternalStore } from 'react'

/*
 * The unread-messages count of this tab: asked once per full page load (GET /messages/unread) and
 * again whenever the person's live channel says something changed. Module state, so Inertia visits
 * keep it and every component showing it agrees.
 */
let unread = 0
let requestedFor: number | null = null
const listeners = new Set<() => void>()

function setUnread(value: number) {
  unread = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Asks the server for the count again (a new message, a conversation read in another tab). */
export function refreshUnreadMessages() {
  fetch('/messages/unread', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { unread: number } | null) => body && setUnread(body.unread))
    .catch(() => {
      // The badge stays as it was until the next message or page load.
    })
}

export function useUnreadMessages(userId: number): number {
  useEffect(() => {
    if (requestedFor === userId) return
    requestedFor = userId
    setUnread(0)
    refreshUnreadMessages()
  }, [userId])
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0
  )
}
