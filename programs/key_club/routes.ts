import router from '@adonisjs/core/services/router'
import { defineThrottle } from '#app/support/rate_limits'
import limiter from '@adonisjs/limiter/services/main'
import { middleware } from '#start/kernel'
import { HOME_PATH, KEY_CLUB_MESSAGES, ROUTE_PREFIX } from './constants.js'

/* Routes named programs.key_club.* (DESIGN naming); the default export is the group. */
const ClubController = () => import('./controllers/club_controller.js')
const KeyClubAdminController = () => import('./controllers/admin_controller.js')

/** Club codes are the invitation: 10 tries an hour per person keeps them from being guessed. */
const throttleJoin = defineThrottle('key-club-join', (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 hour')
    .usingKey(`key-club-join:${ctx.auth.user?.id ?? ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(KEY_CLUB_MESSAGES.tooManyAttempts))
)

export default router.group(() => {
  router.get(HOME_PATH, [ClubController, 'show']).as(`${ROUTE_PREFIX}.home`)
  router
    .group(() => {
      router.post(`${HOME_PATH}/membership`, [ClubController, 'join']).use(throttleJoin).as(`${ROUTE_PREFIX}.membership.store`)
      router.delete(`${HOME_PATH}/membership`, [ClubController, 'leave']).as(`${ROUTE_PREFIX}.membership.destroy`)
      // The console; KeyClubPolicy.administer asks the page's roles (spec 000 §6.3).
      router.get('/admin/key-club', [KeyClubAdminController, 'index']).as(`${ROUTE_PREFIX}.admin.index`)
      router.post('/admin/key-club/districts', [KeyClubAdminController, 'storeDistrict']).as(`${ROUTE_PREFIX}.admin.districts.store`)
      router.post('/admin/key-club/clubs', [KeyClubAdminController, 'storeClub']).as(`${ROUTE_PREFIX}.admin.clubs.store`)
    })
    .use(middleware.access({ requires: 'member' }))
})
