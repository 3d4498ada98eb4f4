import { viewerMemo } from '#app/support/viewer_memo'

/*
 * "Nothing pending" answers of feedback's prompts, remembered per viewer for NOTHING_PENDING_TTL_MS
 * so that a member's pages do not pay the prompts' queries on every request (the frame's budget:
 * the pages' query-count tests allow 6 in total). Only negative answers are kept: a stale entry
 * can only show a prompt up to the TTL later (e.g. a session passing the 10-minute lookahead),
 * never show one that is answered — so every process may keep its own copy.
 */
export const NOTHING_PENDING_TTL_MS = 2 * 60 * 1000
const memos = new Map<string, ReturnType<typeof viewerMemo<true>>>()

function memoOf(kind: string) {
  let memo = memos.get(kind)
  if (!memo) memos.set(kind, (memo = viewerMemo<true>({ ttlMs: NOTHING_PENDING_TTL_MS })))
  return memo
}

export function knownNothingPending(kind: string, viewerId: number, now = Date.now()): boolean {
  return memoOf(kind).get(viewerId, now) === true
}

export function rememberNothingPending(kind: string, viewerId: number, now = Date.now()): void {
  memoOf(kind).set(viewerId, true, { now })
}

/** Forget every remembered answer of a viewer (or everyone's). */
export function forgetNothingPending(viewerId?: number): void {
  for (const memo of memos.values()) memo.forget(viewerId)
}
