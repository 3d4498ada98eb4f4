import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const LiveHelpController = () => import('./controllers/live_help_controller.js')

/*
 * Live help (issue 18 §1): /live-help?status= (spec 000 §2.2) and the dashboard's live-help tab
 * /dashboard/live-help?world=&p=&filter=&tab= (the same page). /livehelp, /live-help/doubt-clearing
 * and /r/tlh, /r/tdc are site's redirects; /doubt-clearing (where /r/tdc leads) comes back here.
 */
const id = /^\d{1,12}$/

router.get('/doubt-clearing', [LiveHelpController, 'doubtClearing']).as('live_help.doubt_clearing')

router
  .group(() => {
    router.get('/live-help', [LiveHelpController, 'index']).as('live_help.index')
    router.get('/dashboard/live-help', [LiveHelpController, 'index']).as('live_help.dashboard')
    router.post('/live-help', [LiveHelpController, 'store']).as('live_help.store')
    router.post('/live-help/:id/pick-up', [LiveHelpController, 'pickUp']).where('id', id).as('live_help.pick_up')
    router.post('/live-help/:id/complete', [LiveHelpController, 'complete']).where('id', id).as('live_help.complete')
    router.post('/live-help/:id/cancel', [LiveHelpController, 'cancel']).where('id', id).as('live_help.cancel')
  })
  .use(middleware.access({ requires: 'member' }))
