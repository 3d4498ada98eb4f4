import vine from '@vinejs/vine'
import { ASSIGNMENT_PRIORITIES, TRAINING_PRIMARY_TYPES } from '../shared/rules.js'

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/* GET /tutor/training?show=completed|incomplete&slug= (spec 000 §2.2). */
export const trainingQueryValidator = vine.create({
  show: vine.enum(['completed', 'incomplete'] as const).optional(),
  slug: vine.string().trim().maxLength(80).regex(SLUG).optional(),
})

/* POST /tutor/training/:slug/complete and /recover: the acknowledgement (README "Completing a training"). */
export const completeValidator = vine.create({ acknowledged: vine.accepted() })

const url = () => vine.string().trim().maxLength(500).url({ protocols: ['https', 'http'], require_protocol: true })

export const createTrainingValidator = vine.create({
  slug: vine.string().trim().toLowerCase().minLength(3).maxLength(80).regex(SLUG),
  title: vine.string().trim().minLength(3).maxLength(200),
  excerpt: vine.string().trim().maxLength(500).optional(),
  description: vine.string().trim().minLength(10).maxLength(10000),
  tagline: vine.string().trim().maxLength(200).optional(),
  primaryType: vine.enum(TRAINING_PRIMARY_TYPES),
  secondaryType: vine.string().trim().maxLength(40).regex(SLUG).optional(),
  timeEstimateMinutes: vine.number().withoutDecimals().min(1).max(600),
  linkTraining: url().optional(),
  linkSummary: url().optional(),
})

export const archiveValidator = vine.create({ archived: vine.boolean() })

export const assignValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
  priority: vine.enum(ASSIGNMENT_PRIORITIES),
  note: vine.string().trim().maxLength(1000).optional(),
})

/* POST /admin/tutor-trainings/:id/template: require (or stop requiring) this training for a series template. */
export const templateValidator = vine.create({
  templateId: vine.number().withoutDecimals().min(1).max(999_999_999_999),
  required: vine.boolean(),
})

export const TRAINING_FORM_MESSAGES = {
  noSuchTemplate: 'No series template has this id.',
  notRequiredBy: 'This template does not require this training.',
  notTutorTraining: 'Only tutor trainings can be required by a template.',
  slugTaken: 'Another training already uses this slug.',
  noSuchUser: 'No one has this username.',
  notTutor: 'Only tutors can be assigned trainings.',
  archived: 'This training is archived: restore it first.',
} as const
