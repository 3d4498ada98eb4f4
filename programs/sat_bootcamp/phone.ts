import { PHONE_MESSAGES, normalizePhoneNumber } from '#modules/notifications/index'

/*
 * The SAT record's phone number (spec 001 §3.7 sat_user phone_number): the learner's own, or a
 * parent's or guardian's, for the bootcamp to reach the family. Checked and stored in
 * notifications' form (spec 002 §9 "10 to 15 characters"; an optional + and 10 to 15 digits, the
 * spaces, dashes and brackets people type dropped), so "+1 555 123 4567" and "+15551234567" are
 * the same number here and on accounts. Decision: a number another SAT record or another account
 * holds is refused with the spec's words (002 §8), siblings sharing a parent's phone included (one
 * family contact per number; the second child gives another number or none).
 */
export const SAT_PHONE_MESSAGES = {
  format: PHONE_MESSAGES.format,
  inUse: PHONE_MESSAGES.inUse,
  saved: 'Your phone number is saved.',
  removed: 'Your phone number was removed.',
} as const

/** The number in its stored form, or null when it is not a phone number. */
export const phoneNumberFrom = normalizePhoneNumber
