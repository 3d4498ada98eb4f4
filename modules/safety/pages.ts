import type { AdminPageRegistration } from '#kernel/admin_menu'

/** The staff moderation queue of content flags (spec 000 §6.3 "Moderation: safety or policy"). */
export const MODERATION_PAGE = {
  key: 'moderation',
  label: 'Moderation',
  path: 'moderation',
  requiresAny: ['admin:safety', 'admin:policy'],
  description: 'Reports of posts, comments and other content: uphold or dismiss.',
} as const satisfies AdminPageRegistration

/** spec 000 §6.3 "Users, Safety Reports, Admin Messages, Detected Issues: safety". */
export const SAFETY_REPORTS_PAGE = {
  key: 'reports',
  label: 'Safety Reports',
  path: 'reports',
  requiresAny: ['admin:safety'],
  description: 'Safety concerns, removed learners and appeals: triage, act and resolve.',
} as const satisfies AdminPageRegistration

export const ADMIN_MESSAGES_PAGE = {
  key: 'admin-messages',
  label: 'Admin Messages',
  path: 'admin-messages',
  requiresAny: ['admin:safety'],
  description: 'Messages from the moderation team that a user must acknowledge.',
} as const satisfies AdminPageRegistration

export const DETECTED_ISSUES_PAGE = {
  key: 'detected-issues',
  label: 'Detected Issues',
  path: 'detected-issues',
  requiresAny: ['admin:safety'],
  description: 'Issues the platform detected, their strikes and the users’ disputes.',
} as const satisfies AdminPageRegistration
