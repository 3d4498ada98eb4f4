import { defineModule } from '#kernel/modules'

/*
 * The programs context: waitlists, deadline runs, /find-a-program and the sync of iterations into
 * series templates. The plugin contract itself (defineProgram, the registry, hooks) is the
 * kernel's (app/kernel/programs); the programs are plugins under programs/.
 */
export default defineModule({
  name: 'programs',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  commands: {
    'programs:list': () => import('./commands/list.js'),
    'programs:sync': () => import('./commands/sync.js'),
    'programs:deadlines': () => import('./commands/deadlines.js'),
    'make:iteration': () => import('./commands/make_iteration.js'),
  },
  /* With Redis, web processes make sure the repeatable deadline job exists (idempotent upsert). */
  async ready() {
    const { ensureDeadlineSchedule } = await import('./jobs/deadlines.js')
    await ensureDeadlineSchedule()
  },
})
