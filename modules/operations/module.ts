import { defineModule } from '#kernel/modules'
import { platformRetentionRules } from './retention/platform_rules.js'

/*
 * Operations (issue 20): what the people running Peerhaven need rather than its users — health
 * probes for load balancers and orchestrators, database backups with a restore, and the retention
 * of personal data (every module's rules, run daily).
 */
export default defineModule({
  name: 'operations',
  routes: () => import('./routes.js'),
  commands: {
    'backup:create': () => import('./commands/backup_create.js'),
    'backup:restore': () => import('./commands/backup_restore.js'),
    'retention:run': () => import('./commands/retention_run.js'),
  },
  register(hooks) {
    for (const rule of platformRetentionRules) hooks.retention(rule)
  },
  surface: () => import('./index.js'),
  async ready() {
    const { startRetentionSchedule } = await import('./jobs/retention_job.js')
    await startRetentionSchedule()
  },
})
