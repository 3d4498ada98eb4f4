import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Certifications page (spec 000 §2.6 "certifications"; §6.3: certifications or honorary). */
export const CERTIFICATIONS_PAGE = {
  key: 'certifications',
  label: 'Certifications',
  path: 'certifications',
  requiresAny: ['admin:certifications', 'admin:certifications:honorary'],
  description: 'Approve certification recordings, follow peer reviews, grant honorary certifications and revoke.',
} as const satisfies AdminPageRegistration
