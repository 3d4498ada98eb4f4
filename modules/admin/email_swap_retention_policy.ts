/*
 * Email swaps keep two addresses of a person: a request is kept 30 days after it ended
 * (confirmed, canceled, replaced by a newer one, or expired unused) and then deleted; the audit
 * log keeps only masked addresses (EmailSwap.auditDetails). The rule's words, for the
 * retention policy (its queries: email_swap_retention.ts).
 */
export const EMAIL_SWAP_PURGE_DAYS = 30

export const EMAIL_SWAP_RETENTION = {
  key: 'admin.email-swaps',
  what: "Staff email swap requests: an account's old and new e-mail addresses and the links' digests",
  after: `${EMAIL_SWAP_PURGE_DAYS} days after the request ended (confirmed, canceled, replaced or expired)`,
  why: 'Long enough for staff to answer "who changed my address?"; the audit log keeps the fact with masked addresses.',
}
