import { cacheLookups } from '#app/support/metrics'

/*
 * A short-lived answer per signed-in person, kept in this process: what the page frame asks on
 * every request (prompts, toasts) but changes rarely. Use it only for answers that may be up to
 * `ttlMs` stale in another process (a prompt shown a minute late, a toast gone a minute late) —
 * the writes this process makes forget their person's entry at once. Bounded: the oldest entry
 * goes first once `maxEntries` are kept. Every memo is listed, so a freshly migrated database
 * (the test suites, which reuse ids) can forget them all.
 */
export type ViewerMemo<T> = {
  /** The remembered answer, or undefined when none is fresh. */
  get(viewerId: number, now?: number): T | undefined
  /** Remember an answer for the memo's ttl (or `ttlMs`). */
  set(viewerId: number, value: T, options?: { now?: number; ttlMs?: number }): void
  /** Forget one person's answer (after a write that changes it), or everyone's. */
  forget(viewerId?: number): void
}

const allMemos = new Set<ViewerMemo<unknown>>()

export function viewerMemo<T>({ ttlMs, maxEntries = 50_000, name = 'viewer-memo' }: { ttlMs: number; maxEntries?: number; name?: string }): ViewerMemo<T> {
  const entries = new Map<number, { value: T; until: number }>()
  // Hit ratio per memo at /metrics (issue 20 §3): label children resolved once, not per lookup.
  const hits = cacheLookups.labels(name, 'hit')
  const misses = cacheLookups.labels(name, 'miss')
  const memo: ViewerMemo<T> = {
    get(viewerId, now = Date.now()) {
      const entry = entries.get(viewerId)
      if (entry && entry.until > now) {
        hits.inc()
        return entry.value
      }
      misses.inc()
      if (entry) entries.delete(viewerId)
      return undefined
    },
    set(viewerId, value, options = {}) {
      entries.delete(viewerId)
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(viewerId, { value, until: (options.now ?? Date.now()) + (options.ttlMs ?? ttlMs) })
    },
    forget(viewerId) {
      if (viewerId === undefined) entries.clear()
      else entries.delete(viewerId)
    },
  }
  allMemos.add(memo as ViewerMemo<unknown>)
  return memo
}

/** Forget every memo's answers (a database whose ids start again). */
export function forgetAllViewerMemos() {
  for (const memo of allMemos) memo.forget()
}
