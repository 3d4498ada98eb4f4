import router from '@adonisjs/core/services/router'

/*
 * Kernel routes of the program system. Loaded by start/programs.ts (before the programs' own
 * routes), so it exists with any set of programs, including none.
 */
const FindAProgramController = () => import('./controllers/find_a_program_controller.js')

router.get('/find-a-program', [FindAProgramController, 'index']).as('programs.find')
