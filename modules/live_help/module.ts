import { defineModule } from '#kernel/modules'

/* Live help and doubt clearing (issue 18 §1): questions posted in a world, picked up by tutors as instant sessions. */
export default defineModule({
  name: 'live_help',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 000 §2.6: Learn menu "Live Help".
    hooks.nav({ menu: 'learn', label: 'Live Help', href: '/live-help', subtitle: 'Ask a tutor when you are stuck', audience: 'member', order: 40 })
  },
})
