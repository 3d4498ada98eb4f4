import router from '@adonisjs/core/services/router'

/* /find-a-program lists every registered program's offerings; it exists with any set of programs, including none. */
const FindAProgramController = () => import('./controllers/find_a_program_controller.js')

router.get('/find-a-program', [FindAProgramController, 'index']).as('programs.find')
