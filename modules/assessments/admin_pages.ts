import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Assessments page (spec 000 §2.6 "assessments": super). */
export const ASSESSMENTS_PAGE = {
  key: 'assessments',
  label: 'Assessments',
  path: 'assessments',
  requiresAny: ['admin:super'],
  description: 'Every assessment, where it is used, and archiving.',
} as const satisfies AdminPageRegistration
