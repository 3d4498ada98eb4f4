import { defineModule } from '#kernel/modules'

/* Tutor discovery, one-on-one profiles and one-on-one requests (issue 18 §2). */
export default defineModule({
  name: 'tutors',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 000 §2.6: Learn menu "Tutors" (explore/tutors).
    hooks.nav({ menu: 'learn', label: 'Tutors', href: '/explore/tutors', subtitle: 'Find a tutor for a one-on-one', audience: 'everyone', order: 20 })
    hooks.nav({ menu: 'account', label: 'My one-on-ones', href: '/dashboard/one-on-one', audience: 'member', order: 16 })
  },
})
