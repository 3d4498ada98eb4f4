import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §6.3 "Messages, Bios: policy" (admin:safety implies admin:policy). */
export const MESSAGES_ADMIN_PAGE = {
  key: 'messages',
  label: 'Messages',
  path: 'messages',
  requiresAny: ['admin:policy'],
  description: 'Messages held for review or reported: read them with their earlier versions, deliver or hide.',
} as const satisfies AdminPageRegistration
