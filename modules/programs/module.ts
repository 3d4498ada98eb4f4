import { defineModule } from '#kernel/modules'
import { PROGRAM_EMAILS_PAGE } from './pages.js'
import { programEmailTasks } from './program_email_phases.js'

/*
 * The programs context: waitlists, deadline runs, /find-a-program, the sync of iterations into
 * series templates and Program Emails. The plugin contract itself (defineProgram, the registry,
 * hooks) is the kernel's (app/kernel/programs); the programs are plugins under programs/.
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
  register(hooks) {
    // spec 000 §2.6 admin entry program/emails (super).
    hooks.adminPage(PROGRAM_EMAILS_PAGE)
    // issue 17 §4: per registered program, iteration and phase, a task that mails the phase's
    // template when staff enabled it (once per person: mail_deliveries' idempotency key).
    hooks.deadlines(() => programEmailTasks())
  },
  /* With Redis, web processes make sure the repeatable deadline job exists (idempotent upsert). */
  async ready() {
    const { ensureDeadlineSchedule } = await import('./jobs/deadlines.js')
    await ensureDeadlineSchedule()
  },
})
