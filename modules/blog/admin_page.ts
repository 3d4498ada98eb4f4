import type { AdminPageRegistration } from '#kernel/admin_menu'

/* The Blog page of the staff console (spec 000 §2.6 admin menu "blog", §6.3: role blog). */
export const BLOG_ADMIN_PAGE: AdminPageRegistration = {
  key: 'blog',
  label: 'Blog',
  path: 'blog',
  requiresAny: ['admin:blog'],
  description: 'Write, schedule, publish and unpublish blog articles.',
}
