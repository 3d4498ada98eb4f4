import { defineModule } from '#kernel/modules'

/* Study spaces (issue 18 §3): open drop-in co-working rooms, hosted by volunteer tutors on a schedule. */
export default defineModule({
  name: 'study_spaces',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 000 §2.6: "Study Spaces" in both the Learn menu and the Community menu.
    hooks.nav({ menu: 'learn', label: 'Study Spaces', href: '/study-spaces', subtitle: 'Drop in and study together', audience: 'everyone', order: 30 })
    hooks.nav({ menu: 'community', label: 'Study Spaces', href: '/study-spaces', audience: 'everyone', order: 15 })
  },
})
