import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §2.6 admin entry program/emails, "Program Emails", for super (issue 17 §4). */
export const PROGRAM_EMAILS_PAGE = {
  key: 'program-emails',
  label: 'Program Emails',
  path: 'program/emails',
  requiresAny: ['admin:super'],
  description: "Each program's emails at its iteration phases: registration opens, deadline, start, post-survey.",
} as const satisfies AdminPageRegistration
