/*
 * "Nothing pending" answers of feedback's prompts, remembered per viewer for NOTHING_PENDING_TTL_MS
 * so that a member's pages do not pay the prompts' queries on every request (the frame's budget:
 * the pages' query-count tests allow 6 in total). Only negative answers are kept: a stale entry
 * can only show a prompt up to the TTL later (e.g. a session passing the 10-minute lookahead),
 * never show one that is answered — so every process may keep its own copy. Bounded in size.
 */
export const NOTHING_PENDING_TTL_MS = 2 * 60 * 1000
const MAX_ENTRIES = 50_000
const nothingPendingUntil = new Map<string, number>()

export function knownNothingPending(kind: string, viewerId: number, now = Date.now()): boolean {
  const key = `${kind}:${viewerId}`
  const until = nothingPendingUntil.get(key)
  if (until === undefined) return false
  if (until > now) return true
  nothingPendingUntil.delete(key)
  return false
}

export function rememberNothingPending(kind: string, viewerId: number, now = Date.now()): void {
  if (nothingPendingUntil.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = nothingPendingUntil.keys().next().value
    if (oldest !== undefined) nothingPendingUntil.delete(oldest)
  }
  nothingPendingUntil.set(`${kind}:${viewerId}`, now + NOTHING_PENDING_TTL_MS)
}

/** Tests: forget every remembered answer (or one viewer's). */
export function forgetNothingPending(viewerId?: number): void {
  if (viewerId === undefined) return nothingPendingUntil.clear()
  for (const key of nothingPendingUntil.keys()) if (key.endsWith(`:${viewerId}`)) nothingPendingUntil.delete(key)
}
