import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { MANUAL_ACTIVITY_TYPES, type ActivityType } from '../shared/index.js'

export const ACTIVITY_FORM_MESSAGES = {
  date: 'Choose the day of the work (not in the future).',
  links: 'Links must start with https:// or http://',
} as const

/** A calendar day 'yyyy-MM-dd' (the browser's date input), not in the future. */
const pastDay = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .transform((text, field) => {
      const day = DateTime.fromISO(text, { zone: 'utc' })
      if (!day.isValid || day > DateTime.utc().endOf('day')) {
        field.report(ACTIVITY_FORM_MESSAGES.date, 'pastDay', field)
        return DateTime.invalid('bad day')
      }
      return day
    })

/* Hours submitted by hand (issue 15 §3): a manual type, a day, minutes (1 min to 24 h), what was done, up to 5 links. */
export const activityValidator = vine.create({
  type: vine.enum(MANUAL_ACTIVITY_TYPES),
  date: pastDay(),
  minutes: vine.number().withoutDecimals().min(1).max(24 * 60),
  description: vine.string().trim().minLength(3).maxLength(2000),
  links: vine
    .array(vine.string().trim().maxLength(500).url({ protocols: ['http', 'https'], require_protocol: true }))
    .maxLength(5)
    .optional(),
})

export type ActivityInput = { type: ActivityType; date: DateTime; durationSeconds: number; description: string; links: string[] }

export function activityInput(payload: Awaited<ReturnType<typeof activityValidator.validate>>): ActivityInput {
  return { type: payload.type, date: payload.date, durationSeconds: payload.minutes * 60, description: payload.description, links: payload.links ?? [] }
}

/* A reviewer's message to the applicant (optional) or request for changes (required). */
export const decisionValidator = vine.create({ message: vine.string().trim().maxLength(2000).optional() })
export const changesValidator = vine.create({ message: vine.string().trim().minLength(3).maxLength(2000) })
export const bulkApproveValidator = vine.create({ ids: vine.array(vine.number().withoutDecimals().min(1)).minLength(1).maxLength(500).distinct() })

/* A certificate's period: two days, from ≤ to. */
export const certificateValidator = vine.create({ from: pastDay(), to: pastDay() })

/* The Volunteer Hours page's filters. */
export const hoursFilterValidator = vine.create({
  status: vine.enum(['pending', 'approved', 'changes-required', 'all']).optional(),
  type: vine.string().trim().maxLength(40).optional(),
  from: vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  q: vine.string().trim().maxLength(100).optional(),
  page: vine.number().withoutDecimals().min(1).max(10000).optional(),
})

/* A team manager opens or closes a role's applications. */
export const roleApplicationsValidator = vine.create({ open: vine.boolean() })

/* A team manager adds someone (by username) or changes their membership type. */
export const teamMemberValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
  type: vine.enum(['member', 'lead'] as const),
})
