import { defineModule } from '#kernel/modules'
import { FEEDBACKS_PAGE, LEARNER_FEEDBACKS_PAGE } from './pages.js'

/* Session feedback both ways, series NPS and stories (issue 11 §2). */
export default defineModule({
  name: 'feedback',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    hooks.adminPage(FEEDBACKS_PAGE)
    hooks.adminPage(LEARNER_FEEDBACKS_PAGE)
    // spec 000 §2.6 Community menu: ..., Feedback and Ideas, Stories, Blog.
    hooks.nav({ menu: 'community', label: 'Stories', href: '/stories', audience: 'everyone', order: 45 })
    // The host feedback staff chose to show the learner it is about (spec 001 §3.4 learner_feedback_featured).
    hooks.nav({ menu: 'account', label: 'Feedback from your tutors', href: '/feedback/from-tutors', audience: 'member', order: 48 })
    // A remembered "nothing pending" (prompt_cache.ts) is forgotten when a registration or an
    // attendance may make feedback due, so the prompt does not wait for the TTL in this process.
    hooks.on('session.registration.created', async ({ userId }) => {
      const { forgetNothingPending } = await import('./prompt_cache.js')
      forgetNothingPending(userId)
    })
    hooks.on('session.attendance.confirmed', async ({ presentUserIds, hostUserIds }) => {
      const { forgetNothingPending } = await import('./prompt_cache.js')
      for (const userId of [...presentUserIds, ...hostUserIds]) forgetNothingPending(userId)
    })
    hooks.prompt({
      key: 'feedback.series_nps',
      priority: 5,
      pending: async ({ viewerId }) => {
        const { seriesNpsPrompt } = await import('./prompts.js')
        return seriesNpsPrompt(viewerId)
      },
    })
    hooks.prompt({
      key: 'feedback.session',
      priority: 6,
      pending: async ({ viewerId }) => {
        const { sessionFeedbackPrompt } = await import('./prompts.js')
        return sessionFeedbackPrompt(viewerId)
      },
    })
  },
})
