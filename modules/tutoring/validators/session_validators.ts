import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ATTENDANCE_POLICIES, MAX_LEARNERS_LIMIT, SESSION_LANGUAGE_CODES } from '../constants.js'

/* spec 001 §5.1 texts for required fields and lengths; the rest are decisions. */
export const TUTORING_MESSAGE_TEXTS = {
  'required': 'This question is required',
  'minLength': 'Please write at least {{ min }} characters',
  'maxLength': 'Please write at most {{ max }} characters',
  'string': 'This field must be text',
  'number': 'Please enter a number',
  'withoutDecimals': 'Please enter a whole number',
  'range': 'Please enter a number from {{ min }} to {{ max }}',
  'positive': 'Please choose one of the options',
  'enum': 'Please choose one of the options',
  'in': 'Please choose one of the options',
  'boolean': 'Please choose yes or no',
  'regex': 'This value is not in the expected format',
  'languages.minLength': 'Choose at least one language',
  'languages.maxLength': 'Choose at most {{ max }} languages',
  'languages.distinct': 'Each language only once',
  'title.regex': 'The title must fit on one line',
}

export const tutoringMessages = new SimpleMessagesProvider(TUTORING_MESSAGE_TEXTS, {})

const sessionFields = {
  title: vine.string().trim().minLength(3).maxLength(200).regex(/^[^\r\n]*$/),
  description: vine.string().trim().maxLength(5000).optional(),
  /** Local date-time in the viewer's time zone ("2026-12-01T15:30") or ISO with an offset. */
  startDate: vine.string().trim().maxLength(40),
  endDate: vine.string().trim().maxLength(40),
  maxLearners: vine.number().withoutDecimals().range([1, MAX_LEARNERS_LIMIT]),
  languages: vine.array(vine.string().in(SESSION_LANGUAGE_CODES)).minLength(1).maxLength(5).distinct(),
  allowCohosts: vine.boolean().optional(),
  attendancePolicy: vine.enum(ATTENDANCE_POLICIES),
}

export const createSessionValidator = vine.create({
  world: vine.string().trim().maxLength(80),
  topicId: vine.number().withoutDecimals().positive(),
  ...sessionFields,
  /** issue 18 §3: host it as a study space (format 'study-space', drop-in). */
  studySpace: vine.boolean().optional(),
})

export const updateSessionValidator = vine.create(sessionFields)

export const cancelSessionValidator = vine.create({
  reason: vine.string().trim().maxLength(280).nullable().optional(),
})

export const hostMessageValidator = vine.create({
  message: vine.string().trim().maxLength(500).nullable().optional(),
})
