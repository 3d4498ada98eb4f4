import vine from '@vinejs/vine'
import { richTextField } from '#modules/rich_text/index'
import { ATTENDANCE_POLICIES, MAX_SESSION_MINUTES, MIN_SESSION_MINUTES } from '#modules/tutoring/index'

/*
 * Teaching materials (issue 21 §1–§2): session templates, lesson plans, lesson prep. Rich text
 * goes through the shared rich text rule (spec 001 §3.8), which refuses anything it cannot store
 * safely; pages render it with RichTextView.
 */

const optionalUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(500)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
    .nullable()
    .optional()

/**
 * A session template (staff, in the Templates admin). Blank seats, co-host setting, topic,
 * duration and attendance policy mean "as the series template says".
 */
export const sessionTemplateValidator = vine.create({
  title: vine.string().trim().minLength(1).maxLength(200),
  description: vine.string().trim().maxLength(5000).optional(),
  externalDescription: vine.string().trim().maxLength(5000).optional(),
  curriculum: richTextField({ variant: 'full' }).nullable().optional(),
  curriculumUrl: optionalUrl(),
  maxLearners: vine.number().withoutDecimals().min(1).max(500).nullable().optional(),
  allowCohosts: vine.boolean().nullable().optional(),
  topicId: vine.number().withoutDecimals().min(1).nullable().optional(),
  seriesPosition: vine.number().withoutDecimals().min(1).max(500).optional(),
  durationMinutes: vine.number().withoutDecimals().min(MIN_SESSION_MINUTES).max(MAX_SESSION_MINUTES).nullable().optional(),
  attendancePolicy: vine.enum(ATTENDANCE_POLICIES).nullable().optional(),
  active: vine.boolean().optional(),
})

/** PUT /series/:id/lesson-plan and /series/:id/lesson-plan/learners/:registrationId. */
export const lessonPlanValidator = vine.create({
  plan: richTextField({ variant: 'full' }),
})

/** POST /series/:id/sessions/:sessionId/prep — how long the prep took and notes for next time. */
export const lessonPrepValidator = vine.create({
  minutes: vine.number().withoutDecimals().min(1).max(600),
  notes: vine.string().trim().maxLength(5000).nullable().optional(),
})
