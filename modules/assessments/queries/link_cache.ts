import { viewerMemo } from '#app/support/viewer_memo'
import type { TargetKind } from './targets.js'

/*
 * "Nothing is linked here", remembered per series or session page for NO_LINKS_TTL_MS, so that
 * the series and session pages (whose query budgets are tested, issue 8) pay no query for the
 * assessments section while no assessment is linked to them, as is true of most. Only the negative
 * answer is kept; this process forgets it when it makes a link, and another process's link shows
 * up at most the TTL later (the same trade as feedback's prompt cache).
 */
export const NO_LINKS_TTL_MS = 2 * 60 * 1000
const memos: Record<TargetKind, ReturnType<typeof viewerMemo<true>>> = {
  series: viewerMemo<true>({ ttlMs: NO_LINKS_TTL_MS, name: 'assessments-unlinked-series' }),
  session: viewerMemo<true>({ ttlMs: NO_LINKS_TTL_MS, name: 'assessments-unlinked-session' }),
}

export function knownUnlinked(kind: TargetKind, targetId: number): boolean {
  return memos[kind].get(targetId) === true
}

export function rememberUnlinked(kind: TargetKind, targetId: number): void {
  memos[kind].set(targetId, true)
}

/** After a link: that page's answer (a template link: every series page's). */
export function forgetUnlinked(kind: TargetKind, targetId?: number): void {
  memos[kind].forget(targetId)
}
