import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ProfilesController = () => import('./controllers/profiles_controller.js')
const FollowsController = () => import('./controllers/follows_controller.js')
const BadgesController = () => import('./controllers/badges_controller.js')
const LeaderboardController = () => import('./controllers/leaderboard_controller.js')
const ReferralsController = () => import('./controllers/referrals_controller.js')
const AcknowledgementsController = () => import('./controllers/acknowledgements_controller.js')

/* Profiles, leaderboards, referrals and recognition toasts (spec 000 §2.2; issue 11 §3). */
router.get('/u/:user', [ProfilesController, 'show']).as('profiles.show')
router.get('/u/:user/:tab', [ProfilesController, 'show']).as('profiles.tab').where('tab', /^(achievements|sessions|feedback|network)$/)

router
  .group(() => {
    router.post('/u/:user/follow', [FollowsController, 'store']).as('profiles.follow')
    router.delete('/u/:user/follow', [FollowsController, 'destroy']).as('profiles.unfollow')
    router.post('/u/:user/badges', [BadgesController, 'store']).as('profiles.badges.store')
    router.get('/leaderboard/:id?', [LeaderboardController, 'show']).as('profiles.leaderboard')
    router.post('/leaderboard/preferences', [LeaderboardController, 'updatePreference']).as('profiles.leaderboard.preferences')
    router.get('/refer', [ReferralsController, 'show']).as('profiles.refer')
    router.post('/acknowledgements/:key/dismiss', [AcknowledgementsController, 'dismiss']).as('profiles.acknowledgements.dismiss')
  })
  .use(middleware.access({ requires: 'member' }))
