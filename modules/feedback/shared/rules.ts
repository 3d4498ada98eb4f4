import { DIALOGUE_RATINGS, NPS_MAX, NPS_MIN, SESSION_RATINGS, tagsForRating, type SessionRating } from './values.js'

export type FeedbackAnswer = {
  rating: string
  ratingTags: string[]
  comment: string | null
  internalComment: string | null
  nps: number | null
  followTutor: boolean
}

export type CheckedFeedback = FeedbackAnswer & { type: 'tutor' | 'dialogue' }

/**
 * spec 001 §5.3 "Rating is required; NPS (0 to 10) required when shown": the rating must be one of
 * the variant's list; tags must belong to the rating's list (the dialogue form has none); an NPS
 * is kept only when the question was shown. Null means refused ("Please fill out the required
 * inputs and try again.").
 */
export function checkFeedback(answer: FeedbackAnswer, form: { dialogue: boolean; npsAsked: boolean }): CheckedFeedback | null {
  const ratings: readonly string[] = (form.dialogue ? DIALOGUE_RATINGS : SESSION_RATINGS).map((entry) => entry.value)
  if (!ratings.includes(answer.rating)) return null
  if (form.npsAsked && (answer.nps === null || !Number.isInteger(answer.nps) || answer.nps < NPS_MIN || answer.nps > NPS_MAX)) return null
  const allowedTags: readonly string[] = form.dialogue ? [] : tagsForRating(answer.rating as SessionRating)
  if (answer.ratingTags.some((tag) => !allowedTags.includes(tag))) return null
  return {
    ...answer,
    ratingTags: [...new Set(answer.ratingTags)],
    nps: form.npsAsked ? answer.nps : null,
    // The dialogue payload has no tags, internal comment or follow (spec 001 §4 feedback payloads).
    internalComment: form.dialogue ? null : answer.internalComment,
    followTutor: form.dialogue ? false : answer.followTutor,
    type: form.dialogue ? 'dialogue' : 'tutor',
  }
}
