import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { ADMIN_PATH, AGREEMENT_PATH, HOME_PATH, ONBOARDING_PATH, PUBLISH_PROMPT_PATH, REQUEST_CONSENT_PATH, ROUTE_PREFIX, TUTOR_PATH } from './constants.js'

/* Routes named programs.sat_bootcamp.* (DESIGN naming); the default export is the group. */
const MarketingController = () => import('./controllers/marketing_controller.js')
const SatAdminController = () => import('./controllers/admin_controller.js')
const TutorController = () => import('./controllers/tutor_controller.js')

export default router.group(() => {
  // Public (spec 000 §2.2): visitors see the claims and a sign-up card.
  router.get(HOME_PATH, [MarketingController, 'learner']).as(`${ROUTE_PREFIX}.home`)
  router.get(TUTOR_PATH, [MarketingController, 'tutor']).as(`${ROUTE_PREFIX}.tutor`)
  router
    .group(() => {
      // The tutor's path (spec 000 §2.1–2.2) and prompt 4's answer: signed-in members; SatPolicy decides the rest.
      router.get(AGREEMENT_PATH, [TutorController, 'consent']).as(`${ROUTE_PREFIX}.tutor.consent`)
      router.post(AGREEMENT_PATH, [TutorController, 'sign']).as(`${ROUTE_PREFIX}.tutor.sign`)
      router.get(REQUEST_CONSENT_PATH, [TutorController, 'requestConsent']).as(`${ROUTE_PREFIX}.tutor.request_consent`)
      router.get(ONBOARDING_PATH, [TutorController, 'onboarding']).as(`${ROUTE_PREFIX}.onboarding.index`)
      router.post(`${ONBOARDING_PATH}/:id/register`, [TutorController, 'join']).as(`${ROUTE_PREFIX}.onboarding.join`)
      router.post(`${HOME_PATH}/scores`, [MarketingController, 'scores']).as(`${ROUTE_PREFIX}.scores`)
      router.post(`${HOME_PATH}/phone`, [MarketingController, 'phone']).as(`${ROUTE_PREFIX}.phone.save`)
      router.delete(`${HOME_PATH}/phone`, [MarketingController, 'removePhone']).as(`${ROUTE_PREFIX}.phone.remove`)
      router.post(PUBLISH_PROMPT_PATH, [TutorController, 'answerPrompt']).as(`${ROUTE_PREFIX}.publish_prompt.answer`)
      router.post(`${ADMIN_PATH}/onboarding-sessions`, [SatAdminController, 'linkOnboarding']).as(`${ROUTE_PREFIX}.admin.link_onboarding`)
      // SatPolicy.administer asks the page's roles (spec 000 §6.3 "SAT | collegeboard or user-support:lead").
      router.get(ADMIN_PATH, [SatAdminController, 'index']).as(`${ROUTE_PREFIX}.admin.index`)
      router.post(`${ADMIN_PATH}/bands`, [SatAdminController, 'createBand']).as(`${ROUTE_PREFIX}.admin.bands.create`)
      router.put(`${ADMIN_PATH}/bands/:id`, [SatAdminController, 'updateBand']).where('id', /^\d+$/).as(`${ROUTE_PREFIX}.admin.bands.update`)
      router.post(`${ADMIN_PATH}/skills-builders/templates/:id`, [SatAdminController, 'markTemplate']).where('id', /^\d+$/).as(`${ROUTE_PREFIX}.admin.skills_builders.template`)
      router.put(`${ADMIN_PATH}/skills-builders/series/:id`, [SatAdminController, 'setLevel']).where('id', /^\d+$/).as(`${ROUTE_PREFIX}.admin.skills_builders.level`)
      router.get(`${ADMIN_PATH}/users.csv`, [SatAdminController, 'export']).as(`${ROUTE_PREFIX}.admin.export`)
    })
    .use(middleware.access({ requires: 'member' }))
  // spec 000 §2.2 "with optional path": a section of the page (registered last, so every named path
  // above and the site's redirects keep theirs).
  const section = /^[a-z0-9][a-z0-9-]{0,39}$/
  router.get(`${TUTOR_PATH}/:section`, [MarketingController, 'tutor']).where('section', section).as(`${ROUTE_PREFIX}.tutor_section`)
  router.get(`${HOME_PATH}/:section`, [MarketingController, 'learner']).where('section', section).as(`${ROUTE_PREFIX}.home_section`)
})
