import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const StudySpacesController = () => import('./controllers/study_spaces_controller.js')

/*
 * Study spaces (issue 18 §3; spec 000 §2.2 /study-spaces): the list is public like /explore (each
 * space visible under the sessions' rules); dropping in needs an account.
 */
router.get('/study-spaces', [StudySpacesController, 'index']).as('study_spaces.index')
router
  .post('/study-spaces/:id/join', [StudySpacesController, 'join'])
  .where('id', /^\d{1,12}$/)
  .as('study_spaces.join')
  .use(middleware.access({ requires: 'member' }))
