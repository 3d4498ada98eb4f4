import vine from '@vinejs/vine'
import { COMMENT_MAX, NPS_MAX, NPS_MIN, SESSION_RATINGS } from '../shared/index.js'

/* POST /feedback/sessions/:sessionId — the rules of the variant are checked by shared checkFeedback. */
export const sessionFeedbackValidator = vine.create({
  rating: vine.string().trim().maxLength(40),
  ratingTags: vine.array(vine.string().trim().maxLength(40)).maxLength(12).optional(),
  comment: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
  internalComment: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
  nps: vine.number().withoutDecimals().min(NPS_MIN).max(NPS_MAX).nullable().optional(),
  followTutor: vine.boolean().optional(),
})

/* POST /feedback/series/:seriesId — spec 001 §5.3 "Series NPS: rating required, comment optional". */
export const seriesNpsValidator = vine.create({
  npsRating: vine.number().withoutDecimals().min(NPS_MIN).max(NPS_MAX),
  comment: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
})

/* GET /tutor/feedback?sessionId=&sessionFeedbackId=&seriesId= (a malformed value is ignored). */
const optionalId = () => vine.number().withoutDecimals().min(1).max(999_999_999_999).optional()
export const receivedFeedbackValidator = vine.create({
  sessionId: optionalId(),
  sessionFeedbackId: optionalId(),
  seriesId: optionalId(),
})

/* The staff Feedbacks page's filters (query string); anything else is ignored. */
export const feedbackFiltersValidator = vine.create({
  rating: vine.enum(SESSION_RATINGS.map((rating) => rating.value)).optional(),
  comments: vine.boolean().optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

/* Featuring a comment on /stories, or taking it off. */
export const featureValidator = vine.create({
  onStoriesPage: vine.boolean(),
})
