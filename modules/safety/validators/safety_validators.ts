import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import {
  ACKNOWLEDGMENT_TEXT_MAX,
  ACTION_STATES,
  ADMIN_MESSAGE_CONTENT_MAX,
  ADMIN_MESSAGE_TEXTS,
  APPEAL_MAX,
  APPEAL_MIN,
  COMMENT_MAX,
  DESCRIPTION_MAX,
  DISPUTE_MAX,
  EVIDENCE_LINKS_MAX,
  INTERNAL_TYPES,
  OFFERED_REPORT_REASONS,
  REVIEW_INTENTIONS,
  SAFETY_MESSAGES,
  SAFETY_REPORT_MESSAGES,
  SAFETY_REPORT_STATUSES,
  SANCTION_REASON_CODES,
  SANCTION_TEXTS,
  SUBJECT_USERS_MAX,
} from '../shared/index.js'

const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)

export const safetyMessages = new SimpleMessagesProvider({
  'required': 'This field is required',
  'reason.enum': SAFETY_MESSAGES.chooseReason,
  'reason.required': SAFETY_MESSAGES.chooseReason,
  'description.required': SAFETY_REPORT_MESSAGES.describe,
  'description.minLength': SAFETY_REPORT_MESSAGES.describe,
  'intention.enum': SAFETY_REPORT_MESSAGES.invalidStatus,
  'intention.required': SAFETY_REPORT_MESSAGES.invalidStatus,
  'explanation.required': SAFETY_REPORT_MESSAGES.explanationRequired,
  'explanation.minLength': SAFETY_REPORT_MESSAGES.explanationRequired,
  'text.required': ADMIN_MESSAGE_TEXTS.disputeRequired,
  'text.minLength': ADMIN_MESSAGE_TEXTS.disputeRequired,
  'appeal.minLength': SANCTION_TEXTS.appealTooShort,
  'appeal.required': SANCTION_TEXTS.appealTooShort,
})

/** POST /report — spec 000 §2.2 Share Safety Concern. `link` is checked same-site by the controller. */
export const reportValidator = vine.create({
  reason: vine.enum(OFFERED_REPORT_REASONS.map((reason) => reason.value)),
  description: vine.string().trim().minLength(1).maxLength(DESCRIPTION_MAX),
  link: vine.string().trim().maxLength(500).nullable().optional(),
  sessionId: id().nullable().optional(),
  subjectUserIds: vine.array(id()).maxLength(SUBJECT_USERS_MAX).optional(),
})

/** GET /report?link= (prefilled) and the people search's query. */
export const reportQueryValidator = vine.create({
  link: vine.string().maxLength(500).optional(),
  sessionId: id().optional(),
})
export const peopleSearchValidator = vine.create({ q: vine.string().trim().minLength(2).maxLength(60), sessionId: id().optional() })

/** spec 002 §7 "Admin: add safety report action" (id in the path). */
export const safetyActionValidator = vine.create({
  status: vine.enum(ACTION_STATES),
  comment: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
  unsuspendSubjectUsers: vine.boolean().optional(),
})

export const triageValidator = vine.create({
  internalNote: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
  internalTypes: vine.array(vine.enum(INTERNAL_TYPES)).maxLength(INTERNAL_TYPES.length).optional(),
  actionNeededAt: vine.date({ formats: ['YYYY-MM-DD'] }).nullable().optional(),
})

export const sanctionValidator = vine.create({
  userId: id(),
  reasonCode: vine.enum(SANCTION_REASON_CODES.map((code) => code.value)),
  scope: vine.enum(['account', 'community'] as const),
  evidenceLinks: vine.array(vine.string().trim().maxLength(500)).maxLength(EVIDENCE_LINKS_MAX).optional(),
  note: vine.string().trim().maxLength(COMMENT_MAX).nullable().optional(),
})

export const queueValidator = vine.create({
  status: vine.enum(SAFETY_REPORT_STATUSES).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})

/** Staff send a message (from a report or the Admin Messages page). */
export const adminMessageValidator = vine.create({
  recipient: vine.string().trim().minLength(1).maxLength(60),
  content: vine.string().trim().minLength(1).maxLength(ADMIN_MESSAGE_CONTENT_MAX),
  acknowledgmentText: vine.string().trim().maxLength(ACKNOWLEDGMENT_TEXT_MAX).nullable().optional(),
  safetyReportId: id().nullable().optional(),
})

/** spec 001 §5.3: the typed text is compared by the action (trimmed, case-insensitive). */
export const acknowledgeValidator = vine.create({
  typed: vine.string().maxLength(ACKNOWLEDGMENT_TEXT_MAX + 50).nullable().optional(),
  andMessage: vine.boolean().optional(),
})

/** spec 001 §5.3 "Dispute reason required". */
export const disputeValidator = vine.create({ text: vine.string().trim().minLength(1).maxLength(DISPUTE_MAX) })

/** spec 001 §5.3 "intention and explanation required; intention must be a known status, else 'Invalid status'". */
export const removedLearnerReviewValidator = vine.create({
  intention: vine.enum(REVIEW_INTENTIONS),
  explanation: vine.string().trim().minLength(1).maxLength(COMMENT_MAX),
})

export const appealValidator = vine.create({ appeal: vine.string().trim().minLength(APPEAL_MIN).maxLength(APPEAL_MAX) })

export const voidStrikeValidator = vine.create({ reason: vine.string().trim().minLength(1).maxLength(500) })
export const disputeDecisionValidator = vine.create({ outcome: vine.enum(['upheld', 'rejected'] as const) })
