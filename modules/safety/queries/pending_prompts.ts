import db from '@adonisjs/lucid/services/db'
import { viewerMemo } from '#app/support/viewer_memo'
import type RemovedLearnerReview from '../models/removed_learner_review.js'
import { pendingAdminMessageFor, type PendingAdminMessage } from './admin_messages.js'
import { pendingReviewFor } from './sanctions.js'

export type PendingPrompts = { message: PendingAdminMessage | null; review: RemovedLearnerReview | null }

/*
 * The safety prompts (spec 000 §2.4 prompts 2 and 3) are asked on every page a member loads, and
 * almost always nothing is pending. So: ONE indexed query asks both tables whether anything is
 * pending for the user (a UNION of two index lookups), and that "nothing" is remembered in this
 * process for NOTHING_TTL_MS; the writes that create or answer a prompt forget it after their
 * commit. Decision: another process's new message may appear up to NOTHING_TTL_MS late (the
 * recipient's next page after that). Something pending is never cached beyond a page's own asks.
 */
const NOTHING_TTL_MS = 60_000
const SAME_PAGE_MS = 1_000
const remembered = viewerMemo<PendingPrompts>({ ttlMs: NOTHING_TTL_MS })

async function anythingPending(userId: number): Promise<{ messages: boolean; reviews: boolean }> {
  const rows = await db
    .from('user_admin_messages')
    .where('recipient_user_id', userId)
    .whereNull('acknowledged_at')
    .select(db.raw("'message' as kind"))
    .unionAll((query) => query.from('removed_learner_reviews').where('host_id', userId).whereNull('reviewed_at').select(db.raw("'review' as kind")))
  return { messages: rows.some((row: { kind: string }) => row.kind === 'message'), reviews: rows.some((row: { kind: string }) => row.kind === 'review') }
}

export async function pendingPromptsFor(userId: number): Promise<PendingPrompts> {
  const hit = remembered.get(userId)
  if (hit) return hit
  const found = await anythingPending(userId)
  // Prompt 2 outranks prompt 3: the review is looked up only when no message is pending.
  const message = found.messages ? await pendingAdminMessageFor(userId) : null
  const review = !message && found.reviews ? ((await pendingReviewFor(userId)) ?? null) : null
  const value = { message, review }
  const nothing = !message && !review
  remembered.set(userId, value, { ttlMs: nothing ? NOTHING_TTL_MS : SAME_PAGE_MS })
  return value
}

/** Called after a write that creates or answers a safety prompt commits. */
export function forgetPendingPrompts(...userIds: number[]) {
  for (const userId of userIds) remembered.forget(userId)
}
