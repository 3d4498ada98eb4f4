import { isFollowing } from '#modules/recognition/index'
import { attendedCountOf } from '#modules/tutoring/index'
import { asksNps } from '../shared/index.js'
import type { PendingFeedback } from './pending_feedback.js'

export type FeedbackForm = { npsAsked: boolean; following: boolean }

/**
 * What the feedback form shows besides the ratings: the NPS question (spec 002 §9, by the
 * learner's attended count) and the "Follow" checkbox (spec 000 §6.4, unless already following).
 * Asked only when a feedback is pending, so a member with nothing pending pays for neither.
 */
export async function feedbackFormFor(userId: number, pending: PendingFeedback): Promise<FeedbackForm> {
  const [attended, following] = await Promise.all([attendedCountOf(userId), isFollowing(userId, pending.tutorId)])
  return { npsAsked: asksNps(attended), following: following || pending.tutorId === userId }
}
