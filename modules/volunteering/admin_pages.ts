import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Volunteers page (spec 000 §2.6 "volunteers"; §6.3: super or team_lead). */
export const VOLUNTEERS_PAGE = {
  key: 'volunteers',
  label: 'Volunteers',
  path: 'volunteers',
  requiresAny: ['admin:super', 'admin:team_lead'],
  description: 'Volunteer teams, their roles, members and applications.',
} as const satisfies AdminPageRegistration

/* The staff console's Volunteer Hours page (spec 000 §2.6 "volunteer-hours"; §6.3: team_lead or federal_work_study). */
export const VOLUNTEER_HOURS_PAGE = {
  key: 'volunteer-hours',
  label: 'Volunteer Hours',
  path: 'volunteer-hours',
  requiresAny: ['admin:team_lead', 'admin:federal_work_study'],
  description: 'Review, approve and export volunteer hours.',
} as const satisfies AdminPageRegistration
