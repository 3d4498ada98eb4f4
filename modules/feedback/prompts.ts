import type { PromptItem } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import { feedbackFormFor } from './queries/feedback_form.js'
import { knownNothingPending, rememberNothingPending } from './prompt_cache.js'
import { pendingFeedbackOf } from './queries/pending_feedback.js'
import { pendingSeriesNpsOf } from './queries/pending_series_nps.js'
import { npsQuestionFor } from './queries/nps_question.js'
import { canSnoozeFeedback, feedbackPromptTitle } from './shared/index.js'

/** Prompt 6 "Share your feedback" (spec 000 §2.4): one query when nothing is pending (none while that is remembered). */
export async function sessionFeedbackPrompt(viewerId: number): Promise<PromptItem | null> {
  if (knownNothingPending('session', viewerId)) return null
  const pending = await pendingFeedbackOf(viewerId)
  if (!pending) {
    rememberNothingPending('session', viewerId)
    return null
  }
  const form = feedbackFormFor(viewerId, pending)
  const npsQuestion = form.npsAsked ? await npsQuestionFor('learner', pending) : null
  return {
    key: 'feedback.session',
    title: feedbackPromptTitle(pending.remaining),
    component: 'feedback/session_feedback_prompt',
    props: {
      sessionId: pending.sessionId,
      sessionTitle: pending.title,
      tutorName: pending.tutorName,
      dialogue: pending.dialogue,
      npsAsked: form.npsAsked,
      npsQuestion,
      canFollow: !form.following,
      canSnooze: canSnoozeFeedback(pending.endDate.toJSDate(), new Date()),
    },
  }
}

/** Prompt 5, series-level tutor NPS: the tutor role is checked only when a series is due. */
export async function seriesNpsPrompt(viewerId: number): Promise<PromptItem | null> {
  if (knownNothingPending('series', viewerId)) return null
  const pending = await pendingSeriesNpsOf(viewerId)
  const user = pending ? await User.find(viewerId) : null
  const roles = user ? await user.roles() : null
  if (!pending || !roles?.has('tutor')) {
    rememberNothingPending('series', viewerId)
    return null
  }
  return {
    key: 'feedback.series_nps',
    title: 'How was hosting this series?',
    component: 'feedback/series_nps_prompt',
    props: { seriesId: pending.seriesId, seriesTitle: pending.title, npsQuestion: await npsQuestionFor('tutor', pending) },
  }
}
