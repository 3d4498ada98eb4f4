import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { PHONE_MESSAGES } from '#modules/notifications/index'

/* The SAT tutor forms' inputs and their sentences. */
export const tutorMessages = new SimpleMessagesProvider({
  'signedName.required': 'Type your full name to sign.',
  'signedName.minLength': 'Type your full name to sign.',
  'signedName.maxLength': 'That name is too long (120 characters at most).',
  'hostEverySession.accepted': 'Confirm that you will host every session of your bootcamp.',
  'attendOnboarding.accepted': 'Confirm that you will attend an onboarding session.',
  'followGuidelines.accepted': 'Confirm that you will follow the community guidelines.',
  'stayOnPlatform.accepted': 'Confirm that you will talk with learners only on Peerhaven.',
  'inviteCode.regex': 'That invite code is not valid.',
  'inviteCode.maxLength': 'That invite code is not valid.',
  'sessionId.required': 'Enter the number of the session.',
  'sessionId.number': 'Enter the number of the session.',
  'sessionId.withoutDecimals': 'Enter the number of the session.',
  'sessionId.min': 'Enter the number of the session.',
  'sessionId.max': 'Enter the number of the session.',
  'test.required': 'Choose the SAT test.',
  'test.regex': 'Choose the SAT test.',
  'answer.required': 'Choose an answer.',
  'answer.in': 'Choose an answer.',
  'math.number': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'math.withoutDecimals': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'math.min': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'math.max': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'reading.number': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'reading.withoutDecimals': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'reading.min': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'reading.max': 'Enter a section score from 200 to 800, in steps of 10 (like 560).',
  'phoneNumber.required': PHONE_MESSAGES.format,
  'phoneNumber.string': PHONE_MESSAGES.format,
  'phoneNumber.maxLength': PHONE_MESSAGES.format,
})

/** POST /sat-bootcamp/tutor/consent: the four statements, a typed name, the invitation's code. */
export const tutorAgreementValidator = vine.create({
  signedName: vine.string().trim().minLength(2).maxLength(120),
  hostEverySession: vine.accepted(),
  attendOnboarding: vine.accepted(),
  followGuidelines: vine.accepted(),
  stayOnPlatform: vine.accepted(),
  inviteCode: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(40)
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/)
    .nullable()
    .optional(),
})

/** POST /admin/sat/onboarding-sessions: a session made an onboarding session of a test. */
export const onboardingLinkValidator = vine.create({
  sessionId: vine.number().withoutDecimals().min(1).max(999_999_999_999),
  test: vine.string().trim().regex(/^\d{4}-\d{2}$/),
})

/** POST /sat-bootcamp/publish-prompt: prompt 4's "Not now". */
export const publishPromptValidator = vine.create({
  answer: vine.enum(['later'] as const),
})

export const SCORE_MESSAGE = 'Enter a section score from 200 to 800, in steps of 10 (like 560).'

const sectionScore = () =>
  vine
    .number()
    .withoutDecimals()
    .min(200)
    .max(800)
    .transform((value, field) => {
      if (value % 10 !== 0) field.report(SCORE_MESSAGE, 'sectionScore', field)
      return value
    })
    .nullable()
    .optional()

/** POST /sat-bootcamp/scores: the learner's latest section scores (either or both). */
export const scoresValidator = vine.create({
  math: sectionScore(),
  reading: sectionScore(),
})

/** POST /sat-bootcamp/phone: the number is checked by phone.ts (notifications' rule). */
export const satPhoneValidator = vine.create({
  phoneNumber: vine.string().trim().maxLength(40),
})
