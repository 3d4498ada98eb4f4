import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const WorldsController = () => import('./controllers/worlds_controller.js')
const ModerationController = () => import('./controllers/moderation_controller.js')

/*
 * Worlds (spec 000 §2.2 "/w/{worldSlug}/{path?}", "/w/{worldSlug}/moderator/{path}").
 *
 * No catch-all /w/:worldSlug/* route on purpose: the router takes the first registered pattern
 * that matches, and this file loads before tutoring, series and the programs, so a catch-all
 * here would shadow their /w/:worldSlug/... pages. An unknown sub-path matches no route and gets
 * the same friendly 404 page (errors/not_found) a hidden world gets.
 */
router.get('/w/:worldSlug', [WorldsController, 'show'])
router.post('/w/:worldSlug/join', [WorldsController, 'join']).use(middleware.access({ requires: 'member' }))
router.post('/w/:worldSlug/leave', [WorldsController, 'leave']).use(middleware.access({ requires: 'member' }))

router
  .group(() => {
    router.get('/w/:worldSlug/moderator/members', [ModerationController, 'index'])
    router.post('/w/:worldSlug/moderator/members', [ModerationController, 'store'])
    router.put('/w/:worldSlug/moderator/members/:userId', [ModerationController, 'update']).where('userId', /^\d+$/)
    router.delete('/w/:worldSlug/moderator/members/:userId', [ModerationController, 'destroy']).where('userId', /^\d+$/)
  })
  .use(middleware.access({ requires: 'member' }))
