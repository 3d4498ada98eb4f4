import app from '@adonisjs/core/services/app'
import { defineModule } from '#kernel/modules'

/*
 * Substitute hosts (issue 18): when no host opened a session's room 5 minutes after its start,
 * online tutors who may host it are offered it; the first to accept hosts, learners are told.
 */
export default defineModule({
  name: 'substitutes',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  commands: {
    'substitutes:demo': () => import('./commands/substitutes_demo.js'),
  },
  async ready() {
    // Not in tests: a broadcast every minute would offer other tests' past sessions to their
    // tutors (notifications they do not expect). Substitutes' tests run the broadcast themselves.
    if (app.inTest) return
    const { startSubstituteBroadcasts } = await import('./jobs/broadcast_job.js')
    await startSubstituteBroadcasts()
  },
})
