/*
 * Transparent sanctions (issue 13 §1 ★): each suspension safety records carries a reason code and
 * evidence links; the user sees them on the blocked screen and may appeal once, in the app,
 * within APPEAL_WINDOW_DAYS of the sanction.
 */
export const APPEAL_WINDOW_DAYS = 14

export const SANCTION_REASON_CODES = [
  { value: 'harassment', label: 'Harassing or bullying someone' },
  { value: 'contact-details', label: 'Sharing or asking for contact details' },
  { value: 'inappropriate-content', label: 'Inappropriate or sexual content' },
  { value: 'threats', label: 'Threats or violence' },
  { value: 'session-conduct', label: 'Behaviour in a session (removed by the host)' },
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'impersonation', label: 'Pretending to be someone else' },
  { value: 'other', label: 'Another breach of the community guidelines' },
] as const
export type SanctionReasonCode = (typeof SANCTION_REASON_CODES)[number]['value']

export function sanctionReasonLabel(code: string): string {
  return SANCTION_REASON_CODES.find((entry) => entry.value === code)?.label ?? 'A breach of the community guidelines'
}

export const APPEAL_MIN = 20
export const APPEAL_MAX = 2000
export const EVIDENCE_LINKS_MAX = 5

export const SANCTION_TEXTS = {
  appealTooShort: `Please write at least ${APPEAL_MIN} characters.`,
  appealSent: 'Your appeal has been sent. Our safety team will review it and reply by e-mail.',
  appealClosed: 'The time to appeal this decision has passed.',
} as const
