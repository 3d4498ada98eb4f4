import type { AdminPageRegistration } from '#kernel/admin_menu'

/** The staff moderation queue of content flags (spec 000 §6.3 "Moderation: safety or policy"). */
export const MODERATION_PAGE = {
  key: 'moderation',
  label: 'Moderation',
  path: 'moderation',
  requiresAny: ['admin:safety', 'admin:policy'],
  description: 'Reports of posts, comments and other content: uphold or dismiss.',
} as const satisfies AdminPageRegistration
