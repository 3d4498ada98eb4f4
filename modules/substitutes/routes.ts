import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OffersController = () => import('./controllers/offers_controller.js')

/* Substitute offers (issue 18): the offered tutor's page and their accept. */
const id = /^\d{1,12}$/

router
  .group(() => {
    router.get('/substitute/:id', [OffersController, 'show']).where('id', id).as('substitutes.show')
    router.post('/substitute/:id/accept', [OffersController, 'accept']).where('id', id).as('substitutes.accept')
  })
  .use(middleware.access({ requires: 'member' }))
