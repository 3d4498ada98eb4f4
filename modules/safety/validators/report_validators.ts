import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { subjectTypes } from '#kernel/subjects'
import { CONTENT_FLAG_STATUSES, OFFERED_REPORT_REASONS, REPORT_DETAILS_MAX, REPORT_SEVERITIES, REVIEW_NOTE_MAX, REVIEW_OUTCOMES, SAFETY_MESSAGES } from '../shared/index.js'

/** A subject type some module registered (read at validation time: registrations happen at boot). */
const knownSubjectType = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !subjectTypes().includes(value)) field.report('This cannot be reported.', 'knownSubjectType', field)
})

export const reportMessages = new SimpleMessagesProvider({
  'required': 'This field is required',
  'category.enum': SAFETY_MESSAGES.chooseReason,
  'category.required': SAFETY_MESSAGES.chooseReason,
  'details.maxLength': SAFETY_MESSAGES.detailsTooLong,
  'note.maxLength': `Please keep the note under ${REVIEW_NOTE_MAX} characters.`,
})

/** POST /reports/content — { subjectType, subjectId, category, details? } (staff-only reasons refused). */
export const reportContentValidator = vine.create({
  subjectType: vine.string().maxLength(60).use(knownSubjectType()),
  subjectId: vine.number().withoutDecimals().min(1).max(2_147_483_647),
  category: vine.enum(OFFERED_REPORT_REASONS.map((reason) => reason.value)),
  details: vine.string().trim().maxLength(REPORT_DETAILS_MAX).nullable().optional(),
})

/** POST /admin/moderation/flags/:id/review — { outcome, note? }. */
export const reviewFlagValidator = vine.create({
  outcome: vine.enum(REVIEW_OUTCOMES),
  note: vine.string().trim().maxLength(REVIEW_NOTE_MAX).nullable().optional(),
})

/** The queue's filters, read leniently (a bad value falls back to the default). */
export const queueFilterValidator = vine.create({
  status: vine.enum(CONTENT_FLAG_STATUSES).optional(),
  severity: vine.enum(REPORT_SEVERITIES).optional(),
  type: vine.string().maxLength(60).regex(/^[a-z][a-z0-9_.]*$/).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
