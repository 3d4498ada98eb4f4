import type { AdminPageRegistration } from '#kernel/admin_menu'

/*
 * The staff console's Session comments page (spec 000 §2.6 "comments", §6.3 "Comments: policy or
 * mentor"). The "Comments" entry at /admin/comments is community's (post feedback): this page sits
 * under it, with its own label.
 */
export const SESSION_COMMENTS_PAGE = {
  key: 'session-comments',
  label: 'Session comments',
  path: 'comments/sessions',
  requiresAny: ['admin:policy', 'admin:mentor'],
  description: 'Comments on session pages: held for review or reported, hide and show them again.',
} as const satisfies AdminPageRegistration
