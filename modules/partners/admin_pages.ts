import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Partners and Tutor Trees pages (spec 000 §2.6 "partners", "tutor-trees"; §6.3: super). */
export const PARTNERS_PAGE = {
  key: 'partners',
  label: 'Partners',
  path: 'partners',
  requiresAny: ['admin:super'],
  description: 'The partner list on /partnerships and partner landing pages.',
} as const satisfies AdminPageRegistration

export const TUTOR_TREES_PAGE = {
  key: 'tutor-trees',
  label: 'Tutor Trees',
  path: 'tutor-trees',
  requiresAny: ['admin:super'],
  description: 'Who brought whom onto the platform, with sessions hosted per branch.',
} as const satisfies AdminPageRegistration
