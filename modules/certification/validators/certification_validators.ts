import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { QUIZ_MESSAGES, QUIZ_QUESTIONS } from '../quiz/tutor_quiz.js'
import { CHECKLIST_KEYS, SCORE_MAX, SCORE_MIN } from '../shared/index.js'

export const CERTIFY_MESSAGES = {
  recording: 'Please record and upload this required video',
  score: `Enter your test score, a whole number from ${SCORE_MIN} to ${SCORE_MAX}.`,
  alreadyUnderway: 'You already have a certification for this topic that is approved or under review.',
} as const

/* POST /topic/:id/certify: the recording's download URL (the tutor's own video upload), the reported score. */
export const certifyValidator = vine.create({
  recordingUrl: vine.string().trim().maxLength(500),
  reportedScore: vine.number().withoutDecimals().min(SCORE_MIN).max(SCORE_MAX),
  source: vine.enum(['camera', 'manual'] as const).optional(),
  worldSlug: vine.string().trim().regex(/^[a-z0-9-]{1,80}$/).optional(),
})

/* POST /certification/review/:id: spec 001 §3.5 review_notes. */
export const reviewValidator = vine.create({
  reportedScore: vine.number().withoutDecimals().min(SCORE_MIN).max(SCORE_MAX),
  uncheckedItems: vine.array(vine.enum(CHECKLIST_KEYS)).distinct().maxLength(CHECKLIST_KEYS.length),
  userFeedback: vine.string().trim().maxLength(2000).optional(),
})

export const sharingValidator = vine.create({ shared: vine.boolean() })

export const reasonValidator = vine.create({ reason: vine.string().trim().minLength(3).maxLength(1000) })

export const decideValidator = vine.create({ decision: vine.enum(['approve', 'reject'] as const), reason: vine.string().trim().minLength(3).maxLength(1000) })

export const honoraryValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
  topicId: vine.number().withoutDecimals().min(1),
  reason: vine.string().trim().maxLength(1000).optional(),
})

/* POST /certification/quiz: one option per question of the tutor quiz (spec 001 §3.1 tutor_quiz). */
export const quizValidator = vine.create({
  answers: vine.object(Object.fromEntries(QUIZ_QUESTIONS.map((question) => [question.key, vine.enum(question.options.map((option) => option.key))]))),
})

export const quizMessages = new SimpleMessagesProvider({ 'required': QUIZ_MESSAGES.incomplete, 'enum': 'Choose one of the answers.', 'answers.object': QUIZ_MESSAGES.incomplete })
