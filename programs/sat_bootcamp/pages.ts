import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §6.3: "SAT | collegeboard or user-support:lead". */
export const SAT_ADMIN_PAGE = {
  key: 'sat',
  label: 'SAT',
  path: 'sat',
  requiresAny: ['admin:collegeboard', 'admin:user-support:lead'],
  description: 'SAT bootcamp users with their consent status, SAT tests and score bands; CSV export.',
} as const satisfies AdminPageRegistration

export const MARKETING_PAGE = 'programs/sat_bootcamp/marketing'
export const ADMIN_PAGE = 'programs/sat_bootcamp/admin'
export const TUTOR_CONSENT_PAGE = 'programs/sat_bootcamp/tutor_consent'
export const ONBOARDING_PAGE = 'programs/sat_bootcamp/onboarding_sessions'
