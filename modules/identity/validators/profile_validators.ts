import vine from '@vinejs/vine'
import { EDUCATION_TYPES, JOIN_REASONS, SCHOOL_EXPERIENCES } from '../onboarding_options.js'
import { SUPPORTED_TIMEZONES } from '../timezones.js'
import { COUNTRY_CODES } from '../data/countries.js'
import { LANGUAGE_CODES } from '../data/languages.js'

const values = (list: readonly { value: string }[]) => list.map((option) => option.value)

/* primaryInterest is checked by parsePrimaryInterest (spec 001 §5.5), after this schema. */
export const onboardingValidator = vine.create({
  joinReason: vine.enum(values(JOIN_REASONS)),
  educationType: vine.enum(values(EDUCATION_TYPES)),
  schoolExperience: vine.enum(values(SCHOOL_EXPERIENCES)).nullable().optional(),
  zipcode: vine.string().trim().regex(/^\d{5}(-\d{4})?$/).nullable().optional(),
  primaryInterest: vine.any().nullable().optional(),
  returnTo: vine.string().maxLength(2000).nullable().optional(),
})

export const profileValidator = vine.create({
  pronouns: vine.string().trim().maxLength(40).nullable().optional(),
  timezone: vine.string().in([...SUPPORTED_TIMEZONES]),
  country: vine.string().in(COUNTRY_CODES).nullable().optional(),
  languages: vine.array(vine.string().in(LANGUAGE_CODES)).minLength(1).maxLength(10).distinct(),
})

export const notificationSettingsValidator = vine.create({
  sessionReminders: vine.boolean(),
  seriesUpdates: vine.boolean(),
  communityDigest: vine.boolean(),
  messages: vine.boolean(),
  productNews: vine.boolean(),
})

export const timezoneValidator = vine.create({
  timezone: vine.string().maxLength(64),
})
