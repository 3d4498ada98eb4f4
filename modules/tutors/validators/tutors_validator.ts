import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { LANGUAGE_CODES } from '#modules/identity/index'
import { RATING_FILTER_VALUES } from '../queries/ratings.js'
import { DAY_PART_VALUES, SLOT_VALUES, WEEKDAY_VALUES } from '../shared/availability.js'
import { BIO_MAX, BIO_REJECT_REASON_MAX, DECLINE_REASON_MAX, DETAILS_MAX } from '../rules.js'

export const tutorsMessages = new SimpleMessagesProvider(
  {
    'bio.maxLength': `Keep your bio under ${BIO_MAX} characters.`,
    'languages.*.in': 'Choose languages from the list.',
    'languages.minLength': 'Choose at least one language you tutor in.',
    'topicIds.*.number': 'Choose topics from the list.',
    'topicId.required': 'Choose a topic.',
    'topicId.number': 'Choose a topic.',
    'details.minLength': 'Tell the tutor in a sentence or two what you need help with (at least 10 characters).',
    'details.maxLength': `Keep the details under ${DETAILS_MAX} characters.`,
    'reason.minLength': 'Give a short reason (at least 5 characters).',
    'reason.maxLength': `Keep the reason under ${DECLINE_REASON_MAX} characters.`,
    'reason.required': 'Give a short reason (at least 5 characters).',
    'startDate.regex': 'Choose a date and time for the session.',
    'minutes.range': 'A one-on-one lasts 15 to 120 minutes.',
    'slot.enum': 'Choose a day and time from the list.',
    'availability.*.enum': 'Choose times from the list of days and times.',
  },
  {}
)

/* The one-on-one profile form (issue 18 §2): plain-text bio, languages, offered topics, active switch. */
export const profileValidator = vine.create({
  bio: vine.string().trim().maxLength(BIO_MAX).optional(),
  languages: vine.array(vine.string().in(LANGUAGE_CODES as unknown as string[])).minLength(1).maxLength(10).distinct(),
  topicIds: vine.array(vine.number().withoutDecimals().positive()).maxLength(50).distinct(),
  isActive: vine.boolean(),
  availability: vine.array(vine.enum(SLOT_VALUES)).maxLength(SLOT_VALUES.length).distinct().optional(),
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

/* The Bios page's list (?list=held|recent&page=): a malformed value shows the held list, page 1. */
export const biosQueryValidator = vine.create({
  list: vine.enum(['held', 'recent'] as const).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

export const bioRejectValidator = vine.create({
  reason: vine.string().trim().minLength(5).maxLength(BIO_REJECT_REASON_MAX),
})

/*
 * /explore/tutors' query string (issue 18 §2): topic, language, certified, rating, day, part, page.
 * A value that does not validate is dropped (the page says which filters were ignored), never an error page.
 */
export const directoryQueryValidator = vine.create({
  topic: vine.number().withoutDecimals().min(1).max(999_999_999).optional(),
  language: vine.string().in(LANGUAGE_CODES as unknown as string[]).optional(),
  certified: vine.enum(['1', 'true', '0', 'false'] as const).optional(),
  rating: vine.enum(RATING_FILTER_VALUES).optional(),
  day: vine.enum(WEEKDAY_VALUES).optional(),
  part: vine.enum(DAY_PART_VALUES).optional(),
  page: vine.number().withoutDecimals().min(1).max(999_999_999).optional(),
})

/* A demand pledge: a topic and, optionally, a weekday × part-of-day slot in the learner's zone. */
export const pledgeValidator = vine.create({
  topicId: vine.number().withoutDecimals().positive(),
  slot: vine.enum(SLOT_VALUES).nullable().optional(),
})
