import vine from '@vinejs/vine'
import { SCHEDULE_TYPES } from '#modules/series/index'

/* Attendance policies sessions understand (tutoring: 'no-late-entry' keeps late learners out). */
export const ATTENDANCE_POLICIES = ['standard', 'no-late-entry'] as const

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/*
 * spec 001 §3.3 series_template fields staff edit. spec 001 §5.4: a template limits registrations
 * per learner and active series per tutor (bounds not shown: decided 1 to 50). Program fields
 * (program, iteration, offering, dates) are written by programs:sync and never by this form.
 */
export const templateValidator = vine.create({
  slug: vine.string().trim().toLowerCase().minLength(3).maxLength(120).regex(SLUG_PATTERN),
  title: vine.string().trim().minLength(3).maxLength(200),
  description: vine.string().trim().maxLength(5000).optional(),
  externalDescription: vine.string().trim().maxLength(5000).optional(),
  curriculum: vine.string().trim().maxLength(10_000).optional(),
  curriculumUrl: vine
    .string()
    .trim()
    .maxLength(500)
    .url({ protocols: ['https', 'http'], require_protocol: true })
    .nullable()
    .optional(),
  attendancePolicy: vine.enum(ATTENDANCE_POLICIES),
  scheduleType: vine.enum(SCHEDULE_TYPES),
  sessionsPerWeek: vine.number().withoutDecimals().min(1).max(7),
  weeks: vine.number().withoutDecimals().min(1).max(52),
  sessionMinutes: vine.number().withoutDecimals().min(15).max(240),
  maxLearners: vine.number().withoutDecimals().min(1).max(500),
  allowCohosts: vine.boolean(),
  worldId: vine.number().withoutDecimals().min(1),
  courseId: vine.number().withoutDecimals().min(1).nullable().optional(),
  maxRegistrationsPerLearner: vine.number().withoutDecimals().min(1).max(50).nullable().optional(),
  maxActiveSeriesPerTutor: vine.number().withoutDecimals().min(1).max(50).nullable().optional(),
  gatingGroup: vine.string().trim().maxLength(80).regex(/^[a-z0-9_-]+$/).nullable().optional(),
})

export const templateActivationValidator = vine.create({
  active: vine.boolean(),
})
