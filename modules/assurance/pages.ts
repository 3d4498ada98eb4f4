import type { AdminPageRegistration } from '#kernel/admin_menu'

/*
 * The assurance staff pages. Decision: they hold what the Users page holds (accounts, ages, checks
 * on people), so they need Users' role of spec 000 §6.3: safety.
 */
export const ACCOUNT_REVIEW_PAGE = {
  key: 'account-review',
  label: 'Account Review',
  path: 'account-review',
  requiresAny: ['admin:safety'],
  description: 'New accounts waiting for approval: approve or reject.',
} as const satisfies AdminPageRegistration

export const AGE_ASSURANCE_PAGE = {
  key: 'age-assurance',
  label: 'Age Assurance',
  path: 'age-assurance',
  requiresAny: ['admin:safety'],
  description: 'Age verification videos to review; waive verification.',
} as const satisfies AdminPageRegistration

export const BACKGROUND_CHECKS_PAGE = {
  key: 'background-checks',
  label: 'Background Checks',
  path: 'background-checks',
  requiresAny: ['admin:safety'],
  description: 'Record background check results and see who may host minors.',
} as const satisfies AdminPageRegistration

export const ASSURANCE_PAGES = [ACCOUNT_REVIEW_PAGE, AGE_ASSURANCE_PAGE, BACKGROUND_CHECKS_PAGE] as const
