import { useEffect, useSyncExternalStore } from 'react'

/*
 * The bell's count for this tab: asked once per full page load (GET /notifications/unread), then
 * kept by live messages and by opening the bell. Module state, so Inertia visits (which may
 * remount the header) neither refetch it nor lose it.
 */
let unread = 0
/** Whose count this is: signing in as someone else without a full load asks again. */
let requestedFor: number | null = null
const listeners = new Set<() => void>()

export function setUnread(value: number) {
  unread = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUnreadCount(userId: number): number {
  useEffect(() => {
    if (requestedFor === userId) return
    requestedFor = userId
    setUnread(0)
    fetch('/notifications/unread', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { unread: number } | null) => body && setUnread(body.unread))
      .catch(() => {
        // No badge until the next load or live message; the page itself still lists everything.
        requestedFor = null
      })
  }, [userId])
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0
  )
}
