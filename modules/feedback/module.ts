import { defineModule } from '#kernel/modules'

/* Session feedback both ways, series NPS and stories (issue 11 §2). */
export default defineModule({
  name: 'feedback',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
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
