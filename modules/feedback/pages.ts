import type { AdminPageRegistration } from '#kernel/admin_menu'

/* spec 000 §6.3 "Sessions, Feedbacks, Comments, Learner Feedbacks: policy or mentor". */
export const FEEDBACKS_PAGE = {
  key: 'feedbacks',
  label: 'Feedbacks',
  path: 'feedbacks',
  requiresAny: ['admin:policy', 'admin:mentor'],
  description: 'What learners say about sessions: ratings, NPS over time, comments to feature on Stories.',
} as const satisfies AdminPageRegistration

/* spec 000 §6.3 "Learner Feedbacks: policy or mentor"; §2.6 admin entry `learner-feedbacks`. */
export const LEARNER_FEEDBACKS_PAGE = {
  key: 'learner-feedbacks',
  label: 'Learner Feedbacks',
  path: 'learner-feedbacks',
  requiresAny: ['admin:policy', 'admin:mentor'],
  description: 'What hosts say about their learners: types and tags over time, concerns to follow up.',
} as const satisfies AdminPageRegistration
