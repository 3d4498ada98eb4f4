import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { HOST_RESERVATION_MAX_DAYS, SELF_RESERVATION_MAX_HOURS } from '../actions/reserve_seat.js'

export const seriesMessages = new SimpleMessagesProvider({
  'required': 'This field is required',
  'string': 'This field must be text',
  'number': 'This field must be a number',
  'email': 'Please enter a valid email address',
  'maxLength': 'Please write at most {{ max }} characters',
  'regex': 'This value is not in the expected format',
  'min': 'This field must be at least {{ min }}',
  'max': 'This field must be at most {{ max }}',
  'withoutDecimals': 'This field must be a whole number',
  'firstSessionDate.regex': 'Please enter a date as YYYY-MM-DD',
  'firstSessionTime.regex': 'Please enter a time as HH:MM (24-hour)',
})

/** POST /series/:id/withdraw — an optional reason (series_registration.withdrawal_reason). */
export const withdrawValidator = vine.create({
  reason: vine.string().trim().maxLength(280).nullable().optional(),
})

/**
 * POST /series/:id/reservations — with an email or a username the host holds a seat for that
 * person for `days`; without either the learner holds one for themselves for `hours`.
 */
export const reservationValidator = vine.create({
  email: vine.string().trim().email().maxLength(254).optional(),
  username: vine.string().trim().maxLength(30).optional(),
  days: vine.number().withoutDecimals().min(1).max(HOST_RESERVATION_MAX_DAYS).optional(),
  hours: vine.number().withoutDecimals().min(1).max(SELF_RESERVATION_MAX_HOURS).optional(),
})

/** POST /w/:worldSlug/schedule/series-template — host a series from a template. */
export const hostFromTemplateValidator = vine.create({
  templateId: vine.number().withoutDecimals().min(1),
  firstSessionDate: vine.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/),
  firstSessionTime: vine.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  timezone: vine.string().trim().maxLength(64),
  description: vine.string().trim().maxLength(5000).nullable().optional(),
  /** Who should join, prerequisites (spec 001 §3.3 series.qualifications; issue 21 §2). */
  qualifications: vine.string().trim().maxLength(2000).nullable().optional(),
})
