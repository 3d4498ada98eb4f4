import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ATTENDANCE_STATUSES } from '../attendance_rules.js'
import { ATTENDANCE_MESSAGES, REMOVAL_MESSAGES } from '../messages.js'
import { TUTORING_MESSAGE_TEXTS } from './session_validators.js'

/** Roster rows accepted in one confirmation (loadRegistrants shows at most 200). */
const MAX_ROSTER_ROWS = 200

/** The roster a host confirms (issue 11 §1): every registrant's status and every approved host's presence. */
export const confirmAttendanceValidator = vine.create({
  learners: vine
    .array(
      vine.object({
        userId: vine.number().withoutDecimals().positive(),
        status: vine.enum(ATTENDANCE_STATUSES),
        // An excused absence needs its reason.
        reason: vine.string().trim().minLength(1).maxLength(500).nullable().optional().requiredWhen('status', '=', 'excused'),
      })
    )
    .maxLength(MAX_ROSTER_ROWS),
  hosts: vine.array(vine.object({ userId: vine.number().withoutDecimals().positive(), present: vine.boolean() })).maxLength(MAX_ROSTER_ROWS),
})

/** spec 001 §5.3: the removal message (to the learner) is optional; the reason is required. */
export const removeLearnerValidator = vine.create({
  reason: vine.string().trim().minLength(1).maxLength(500),
  message: vine.string().trim().maxLength(1000).nullable().optional(),
})

export const attendanceMessages = new SimpleMessagesProvider(
  {
    ...TUTORING_MESSAGE_TEXTS,
    'learners.*.reason.required': ATTENDANCE_MESSAGES.reasonRequired,
    'learners.*.reason.minLength': ATTENDANCE_MESSAGES.reasonRequired,
    'reason.required': REMOVAL_MESSAGES.reasonRequired,
    'reason.minLength': REMOVAL_MESSAGES.reasonRequired,
  },
  {}
)
