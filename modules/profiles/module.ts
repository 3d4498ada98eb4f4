import { defineModule } from '#kernel/modules'

/* Public profiles /u/{user} with their tabs, leaderboards, /refer and the recognition toasts (issue 11 §3). */
export default defineModule({
  name: 'profiles',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.on(
      'session.created',
      async (event) => {
        const { notifyFollowersOfSession } = await import('./notify_followers.js')
        await notifyFollowersOfSession(event)
      },
      { name: 'notify-followers' }
    )
    hooks.outlet('frame.toasts', async ({ viewerId }) => {
      const { recognitionToasts } = await import('./toasts.js')
      return recognitionToasts(viewerId)
    })
    // spec 000 §2.6: Community menu "Leaderboards"; account menu "Refer a Friend (/refer)".
    hooks.nav({ menu: 'community', label: 'Leaderboards', href: '/leaderboard', audience: 'member', order: 25 })
    hooks.nav({ menu: 'account', label: 'Refer a Friend', href: '/refer', audience: 'member', order: 45 })
  },
})
