import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { LANGUAGE_CODES } from '#modules/identity/index'
import { BIO_MAX, DECLINE_REASON_MAX, DETAILS_MAX } from '../rules.js'

export const tutorsMessages = new SimpleMessagesProvider(
  {
    'bio.maxLength': `Keep your bio under ${BIO_MAX} characters.`,
    'languages.*.in': 'Choose languages from the list.',
    'languages.minLength': 'Choose at least one language you tutor in.',
    'topicIds.*.number': 'Choose topics from the list.',
    'topicId.required': 'Choose a topic.',
    'details.minLength': 'Tell the tutor in a sentence or two what you need help with (at least 10 characters).',
    'details.maxLength': `Keep the details under ${DETAILS_MAX} characters.`,
    'reason.minLength': 'Give the learner a short reason (at least 5 characters).',
    'reason.maxLength': `Keep the reason under ${DECLINE_REASON_MAX} characters.`,
    'startDate.regex': 'Choose a date and time for the session.',
    'minutes.range': 'A one-on-one lasts 15 to 120 minutes.',
  },
  {}
)

/* The one-on-one profile form (issue 18 §2): plain-text bio, languages, offered topics, active switch. */
export const profileValidator = vine.create({
  bio: vine.string().trim().maxLength(BIO_MAX).optional(),
  languages: vine.array(vine.string().in(LANGUAGE_CODES as unknown as string[])).minLength(1).maxLength(10).distinct(),
  topicIds: vine.array(vine.number().withoutDecimals().positive()).maxLength(50).distinct(),
  isActive: vine.boolean(),
})

/* A learner's request: a topic the tutor offers and what they need. */
export const requestValidator = vine.create({
  topicId: vine.number().withoutDecimals().positive(),
  details: vine.string().trim().minLength(10).maxLength(DETAILS_MAX),
})

export const declineValidator = vine.create({
  reason: vine.string().trim().minLength(5).maxLength(DECLINE_REASON_MAX),
})

/* Scheduling: a local date-time in the tutor's zone ("2026-12-01T15:30") and a length. */
export const scheduleValidator = vine.create({
  startDate: vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  minutes: vine.number().withoutDecimals().range([15, 120]),
})
