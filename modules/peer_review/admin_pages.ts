import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The staff console's Peer Reviews page (spec 000 §2.6 "peer-review"; §6.3: mentor). */
export const PEER_REVIEWS_PAGE = {
  key: 'peer-review',
  label: 'Peer Reviews',
  path: 'peer-review',
  requiresAny: ['admin:mentor'],
  description: 'Audits waiting for a mentor, verification and auditor levels.',
} as const satisfies AdminPageRegistration

/* The staff console's Mentor page (spec 000 §2.6 "mentor"; §6.3: mentor): sessions that need a mentor. */
export const MENTOR_PAGE = {
  key: 'mentor',
  label: 'Mentor',
  path: 'mentor',
  requiresAny: ['admin:mentor'],
  description: 'Sessions a peer review sent to a mentor: claim, follow up, resolve.',
} as const satisfies AdminPageRegistration

/* The staff console's Tutors page (spec 000 §2.6 "tutors"; §6.3: mentor): tutors and how their sessions are reviewed. */
export const TUTORS_PAGE = {
  key: 'tutors',
  label: 'Tutors',
  path: 'tutors',
  requiresAny: ['admin:mentor'],
  description: 'Tutors: sessions hosted, certified topics, auditor level, reviews received, mentor status.',
} as const satisfies AdminPageRegistration
