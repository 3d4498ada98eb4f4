import vine from '@vinejs/vine'
import { POST_FEEDBACK_NOTE_MAX, POST_FEEDBACK_RATINGS } from '../shared/index.js'
import { REVIEW_FILTERS, REVIEW_KINDS } from '../queries/post_feedback.js'

const ratings = POST_FEEDBACK_RATINGS.map((entry) => entry.value)

/* POST /admin/comments/:postId/feedback */
export const postFeedbackValidator = vine.create({
  rating: vine.number().withoutDecimals().in(ratings),
  note: vine.string().trim().maxLength(POST_FEEDBACK_NOTE_MAX).nullable().optional(),
  internalNote: vine.string().trim().maxLength(POST_FEEDBACK_NOTE_MAX).nullable().optional(),
})

/* GET /admin/comments?filter=&kind=&page= (a malformed value falls back to the default). */
export const reviewListValidator = vine.create({
  filter: vine.enum(REVIEW_FILTERS).optional(),
  kind: vine.enum(REVIEW_KINDS).optional(),
  page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
})
