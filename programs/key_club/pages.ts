import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §6.3: "Key Club | key_club". */
export const KEY_CLUB_ADMIN_PAGE = {
  key: 'key-club',
  label: 'Key Club',
  path: 'key-club',
  requiresAny: ['admin:key_club'],
  description: 'Districts and clubs with their codes, members and hours per club.',
} as const satisfies AdminPageRegistration
