import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Tutor Trainings page (spec 000 §2.6 "tutor-trainings"; §6.3: mentor). */
export const TUTOR_TRAININGS_PAGE = {
  key: 'tutor-trainings',
  label: 'Tutor Trainings',
  path: 'tutor-trainings',
  requiresAny: ['admin:mentor'],
  description: 'Create and archive tutor trainings, and assign them to tutors with a priority and a note.',
} as const satisfies AdminPageRegistration
