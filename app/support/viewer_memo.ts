/*
 * A short-lived answer per signed-in person, kept in this process: what the page frame asks on
 * every request (prompts, toasts) but changes rarely. Use it only for answers that may be up to
 * `ttlMs` stale in another process (a prompt shown a minute late, a toast gone a minute late) —
 * the writes this process makes forget their person's entry at once. Bounded: the oldest entry
 * goes first once `maxEntries` are kept.
 */
export type ViewerMemo<T> = {
  /** The remembered answer, or undefined when none is fresh. */
  get(viewerId: number, now?: number): T | undefined
  set(viewerId: number, value: T, now?: number): void
  /** Forget one person's answer (after a write that changes it), or everyone's. */
  forget(viewerId?: number): void
}

export function viewerMemo<T>({ ttlMs, maxEntries = 50_000 }: { ttlMs: number; maxEntries?: number }): ViewerMemo<T> {
  const entries = new Map<number, { value: T; until: number }>()
  return {
    get(viewerId, now = Date.now()) {
      const entry = entries.get(viewerId)
      if (!entry) return undefined
      if (entry.until > now) return entry.value
      entries.delete(viewerId)
      return undefined
    },
    set(viewerId, value, now = Date.now()) {
      entries.delete(viewerId)
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(viewerId, { value, until: now + ttlMs })
    },
    forget(viewerId) {
      if (viewerId === undefined) entries.clear()
      else entries.delete(viewerId)
    },
  }
}
