import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §2.6 admin entry `bios`; §6.3 "Messages, Bios: policy" (admin:safety implies admin:policy). */
export const BIOS_PAGE = {
  key: 'bios',
  label: 'Bios',
  path: 'bios',
  requiresAny: ['admin:policy'],
  description: 'One-on-one bios held for contact details and recently changed ones: approve or reject with a reason.',
} as const satisfies AdminPageRegistration
