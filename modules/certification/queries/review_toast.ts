import { viewerMemo } from '#app/support/viewer_memo'
import { User } from '#modules/identity/index'
import { nextOffer } from './certifications.js'

/* Asked on every member page: remembered for 5 minutes per person (a toast a few minutes late is fine). */
export const reviewToastMemo = viewerMemo<boolean>({ ttlMs: 5 * 60_000, name: 'certification-review-toast' })

/**
 * spec 000 §2.5 "pending certifications waiting on peer reviews": shown to a tutor while some
 * certification may be offered to them (spec 001 §5.5). Decision: tutors only, no lasting dismissal
 * (closing hides it for the tab, the frame's rule).
 */
export async function reviewWaitingFor(userId: number): Promise<boolean> {
  const remembered = reviewToastMemo.get(userId)
  if (remembered !== undefined) return remembered
  const user = await User.find(userId)
  const roles = user ? await user.roles() : new Set<string>()
  const waiting = roles.has('tutor') ? (await nextOffer(userId, () => 0)) !== null : false
  reviewToastMemo.set(userId, waiting)
  return waiting
}
