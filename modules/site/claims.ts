/*
 * Marketing facts the site states (spec 000 §1). One place, so every page says the same thing.
 */

/** The size of the volunteer tutor community. */
export const TUTOR_COMMUNITY = 'more than 11,000'

/** Public contact addresses (spec 000 §2.6: help desk and press mail links). */
export const CONTACT_EMAILS = {
  help: 'help@peerhaven.org',
  safety: 'safety@peerhaven.org',
  press: 'press@peerhaven.org',
} as const

/** Both, as one resource for ClaimsTransformer. */
export const CLAIMS = { tutorCommunity: TUTOR_COMMUNITY, contactEmails: CONTACT_EMAILS }
export type Claims = typeof CLAIMS
