import { DateTime } from 'luxon'
import { defineModule } from '#kernel/modules'
import { ABANDONED_AFTER_HOURS } from './shared/index.js'

/* Uploads: files users send (editor images, attachments, recordings), stored through Drive. */
export default defineModule({
  name: 'uploads',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  commands: {
    'uploads:prune': () => import('./commands/prune_uploads.js'),
  },
  register(hooks) {
    hooks.personalData({
      key: 'uploads',
      label: 'Files you uploaded',
      async collect(userId) {
        const { uploadsData } = await import('./personal_data.js')
        return uploadsData(userId)
      },
    })
    // The hourly prune below does the work; listed so the retention policy and its dry run are whole.
    hooks.retention({
      key: 'uploads.abandoned-and-orphaned',
      what: 'Uploaded files never attached to anything, or whose content was deleted',
      after: `${ABANDONED_AFTER_HOURS} hours after upload (never attached); at once when the content is gone`,
      why: 'A file nobody can reach any more is still someone\'s photo, voice or document.',
      async count(now) {
        const { pruneUploads } = await import('./actions/prune_uploads.js')
        const summary = await pruneUploads({ dryRun: true, now: DateTime.fromJSDate(now, { zone: 'utc' }) as DateTime<true> })
        return summary.abandoned.length + summary.orphaned.length
      },
      async purge(now) {
        const { pruneUploads } = await import('./actions/prune_uploads.js')
        const summary = await pruneUploads({ now: DateTime.fromJSDate(now, { zone: 'utc' }) as DateTime<true> })
        return summary.abandoned.length + summary.orphaned.length
      },
    })
  },
  /* Retention: an hourly prune (a repeatable job with Redis, a timer in the web process without). */
  async ready() {
    const { startPruneSchedule } = await import('./jobs/prune_uploads_job.js')
    await startPruneSchedule()
  },
})
