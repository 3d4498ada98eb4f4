import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const FormOptionsController = () => import('./controllers/form_options_controller.js')

/* A select-async block's search (spec 002 §9 "async select 100 ms"): signed-in people only. */
router
  .get('/forms/options/:source', [FormOptionsController, 'index'])
  .use(middleware.access({ requires: 'signed_in' }))
  .as('forms.options')
