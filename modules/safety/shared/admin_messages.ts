/*
 * Messages from the moderation team (spec 001 §3.4 user_admin_message, §5.3, spec 000 §2.4 prompt 2).
 */
export const ADMIN_MESSAGE_TYPES = ['manual', 'detected-issue-warning'] as const
export type AdminMessageType = (typeof ADMIN_MESSAGE_TYPES)[number]

/** spec 001 §5.3: "typed text must match it (trimmed, case-insensitive) before acknowledge buttons enable". */
export function acknowledgementMatches(expected: string | null | undefined, typed: string | null | undefined): boolean {
  if (!expected || expected.trim() === '') return true
  return (typed ?? '').trim().toLowerCase() === expected.trim().toLowerCase()
}

export type AdminMessageTemplate = { label: string; content: string; acknowledgmentText: string | null }

/** Used when the website setting user-admin-message-templates is not set (the texts are ours). */
export const DEFAULT_ADMIN_MESSAGE_TEMPLATES: readonly AdminMessageTemplate[] = [
  {
    label: 'Contact details',
    content: 'Sharing phone numbers, e-mail addresses or social media handles is not allowed on Peerhaven. Please keep conversations on the platform.',
    acknowledgmentText: 'I will keep conversations on Peerhaven',
  },
  {
    label: 'Respectful language',
    content: 'A message you sent was reported as disrespectful. Please keep to our community guidelines: be kind and stay on topic.',
    acknowledgmentText: null,
  },
  { label: 'Session conduct', content: 'We received a concern about your behaviour in a session. Please review our session safety measures.', acknowledgmentText: null },
]

export const ADMIN_MESSAGE_CONTENT_MAX = 4000
export const ACKNOWLEDGMENT_TEXT_MAX = 200
export const DISPUTE_MAX = 2000

export const ADMIN_MESSAGE_TEXTS = {
  mustMatch: 'Type the sentence above exactly to continue.',
  disputeRequired: 'Please tell us why you disagree.',
  disputeSent: 'Thanks. Our safety team will review your dispute.',
} as const
