import type { AdminPageRegistration } from '#kernel/admin_menu'

/** The staff "Comments" page (spec 000 §2.6 entry, §6.3 "Comments: policy or mentor"): post feedback. */
export const COMMENTS_PAGE = {
  key: 'comments',
  label: 'Comments',
  path: 'comments',
  requiresAny: ['admin:policy', 'admin:mentor'],
  description: 'Rate recent posts and comments, leave a note for the author, feature good feedback.',
} as const satisfies AdminPageRegistration
