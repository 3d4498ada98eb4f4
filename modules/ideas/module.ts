import { defineModule } from '#kernel/modules'

/* Feedback & Ideas: a board where members post ideas, others upvote and staff mark a status. */
export default defineModule({
  name: 'ideas',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // spec 000 §2.6 Community menu: Community Events, Study Spaces, Leaderboards, Feedback and
    // Ideas, Stories, Blog; and the account menu's "Feedback & Ideas".
    hooks.nav({ menu: 'community', label: 'Feedback and Ideas', href: '/feedback', audience: 'everyone', order: 40 })
    hooks.nav({ menu: 'account', label: 'Feedback & Ideas', href: '/feedback', audience: 'member', order: 50 })
  },
})
