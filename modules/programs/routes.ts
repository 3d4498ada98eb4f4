import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/* /find-a-program lists every registered program's offerings; it exists with any set of programs, including none. */
const FindAProgramController = () => import('./controllers/find_a_program_controller.js')
const MyProgramsController = () => import('./controllers/my_programs_controller.js')

router.get('/find-a-program', [FindAProgramController, 'index']).as('programs.find')
router.get('/dashboard/programs', [MyProgramsController, 'index']).as('programs.mine').use(middleware.access({ requires: 'member' }))

// Program Emails, /admin/program/emails (spec 000 §2.6: super); ProgramEmailsPolicy asks the page's roles.
const ProgramEmailsController = () => import('./controllers/program_emails_controller.js')
const programSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const phase = /^[a-z_]{1,40}$/

router
  .group(() => {
    router.get('/program/emails', [ProgramEmailsController, 'index']).as('index')
    router.get('/program/emails/:program/:phase', [ProgramEmailsController, 'edit']).where('program', programSlug).where('phase', phase).as('edit')
    router.put('/program/emails/:program/:phase', [ProgramEmailsController, 'update']).where('program', programSlug).where('phase', phase).as('update')
  })
  .prefix('/admin')
  .as('programs.admin.emails')
  .use(middleware.access({ requires: 'member' }))
