import { asksNps } from '../shared/index.js'
import type { PendingFeedback } from './pending_feedback.js'

export type FeedbackForm = { npsAsked: boolean; following: boolean }

/**
 * What the feedback form shows besides the ratings: the NPS question (spec 002 §9, by the
 * learner's attended count) and the "Follow" checkbox (spec 000 §6.4, unless already following
 * or the learner hosted it). Both facts come with the pending row (pending_feedback.ts).
 */
export function feedbackFormFor(userId: number, pending: PendingFeedback): FeedbackForm {
  return { npsAsked: asksNps(pending.attendedCount), following: pending.followsTutor || pending.tutorId === userId }
}
