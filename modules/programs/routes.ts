import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/* /find-a-program lists every registered program's offerings; it exists with any set of programs, including none. */
const FindAProgramController = () => import('./controllers/find_a_program_controller.js')
const MyProgramsController = () => import('./controllers/my_programs_controller.js')

router.get('/find-a-program', [FindAProgramController, 'index']).as('programs.find')
router.get('/dashboard/programs', [MyProgramsController, 'index']).as('programs.mine').use(middleware.access({ requires: 'member' }))
