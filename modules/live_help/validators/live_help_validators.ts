import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { NOTE_MAX, QUESTION_MAX, QUESTION_MIN, REASON_MAX, REASON_MIN } from '../rules.js'

export const liveHelpMessages = new SimpleMessagesProvider(
  {
    'worldId.required': 'Choose a world.',
    'worldId.number': 'Choose a world.',
    'topicId.required': 'Choose a topic.',
    'topicId.number': 'Choose a topic.',
    'question.required': 'Write your question.',
    'question.minLength': `Describe what you are stuck on in a sentence or two (at least ${QUESTION_MIN} characters).`,
    'question.maxLength': `Keep your question under ${QUESTION_MAX} characters.`,
    'reason.required': 'Give a reason.',
    'reason.minLength': `Give a short reason (at least ${REASON_MIN} characters).`,
    'reason.maxLength': `Keep the reason under ${REASON_MAX} characters.`,
    'note.maxLength': `Keep the note under ${NOTE_MAX} characters.`,
  },
  {}
)

/* A learner's question: a world they belong to, one of its topics, plain text. */
export const askValidator = vine.create({
  worldId: vine.number().withoutDecimals().positive(),
  topicId: vine.number().withoutDecimals().positive(),
  question: vine.string().trim().minLength(QUESTION_MIN).maxLength(QUESTION_MAX),
})

export const cancelValidator = vine.create({
  reason: vine.string().trim().minLength(REASON_MIN).maxLength(REASON_MAX),
})

export const completeValidator = vine.create({
  note: vine.string().trim().maxLength(NOTE_MAX).optional(),
})

/* Picking up: optionally with the other learners waiting on the same topic. */
export const pickUpValidator = vine.create({
  withOthers: vine.boolean().optional(),
})
