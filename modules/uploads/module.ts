import { defineModule } from '#kernel/modules'

/* Uploads: files users send (editor images, attachments, recordings), stored through Drive. */
export default defineModule({
  name: 'uploads',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  commands: {
    'uploads:prune': () => import('./commands/prune_uploads.js'),
  },
  /* Retention: an hourly prune (a repeatable job with Redis, a timer in the web process without). */
  async ready() {
    const { startPruneSchedule } = await import('./jobs/prune_uploads_job.js')
    await startPruneSchedule()
  },
})
