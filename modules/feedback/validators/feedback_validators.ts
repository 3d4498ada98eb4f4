import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  COMMENT_MAX,
  LEARNER_ATTRIBUTE_TAG_VALUES,
  LEARNER_ATTRIBUTE_TAGS,
  LEARNER_FEEDBACK_MESSAGES,
  LEARNER_FEEDBACK_TYPE_VALUES,
  NPS_MAX,
  NPS_MIN,
  SESSION_RATINGS,
} from '../shared/index.js'

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

/* POST /tutor/feedback/learners/:sessionId — a host's feedback on one learner (spec 001 §3.4). */
export const learnerFeedbackValidator = vine.create({
  learnerId: vine.number().withoutDecimals().min(1).max(999_999_999_999),
  type: vine.enum(LEARNER_FEEDBACK_TYPE_VALUES),
  attributeTags: vine.array(vine.enum(LEARNER_ATTRIBUTE_TAG_VALUES)).maxLength(LEARNER_ATTRIBUTE_TAGS.length).distinct().optional(),
  comment: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
})

export const learnerFeedbackMessages = new SimpleMessagesProvider({
  'required': 'This field is required',
  // learnerId comes from the page (one form per learner): any problem with it reads the same.
  'learnerId.required': 'Choose a learner of this session.',
  'learnerId.number': 'Choose a learner of this session.',
  'learnerId.withoutDecimals': 'Choose a learner of this session.',
  'learnerId.min': 'Choose a learner of this session.',
  'learnerId.max': 'Choose a learner of this session.',
  'type.required': LEARNER_FEEDBACK_MESSAGES.type,
  'type.enum': LEARNER_FEEDBACK_MESSAGES.type,
  'attributeTags.array': LEARNER_FEEDBACK_MESSAGES.tag,
  'attributeTags.*.enum': LEARNER_FEEDBACK_MESSAGES.tag,
  'attributeTags.distinct': 'Choose each tag only once.',
  'attributeTags.maxLength': LEARNER_FEEDBACK_MESSAGES.tag,
  'comment.string': 'The comment must be text.',
  'comment.maxLength': LEARNER_FEEDBACK_MESSAGES.comment,
})

/* The staff Learner Feedbacks page's filters (query string); anything else is ignored. */
export const learnerFeedbackFiltersValidator = vine.create({
  type: vine.enum(LEARNER_FEEDBACK_TYPE_VALUES).optional(),
  tag: vine.enum(LEARNER_ATTRIBUTE_TAG_VALUES).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

/* /feedback/from-tutors?page= (a malformed value is ignored). */
export const pageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
