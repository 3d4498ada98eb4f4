import { defineModule } from '#kernel/modules'
import { TUTOR_TRAININGS_PAGE } from './admin_pages.js'

/* Tutor trainings, recovery trainings and new-tutor onboarding (issue 12 §2). */
export default defineModule({
  name: 'training',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  // /admin/tutor-trainings comes before the console's catch-all /admin/*.
  routesFirst: true,
  register(hooks) {
    hooks.adminPage(TUTOR_TRAININGS_PAGE)
    // spec 001 §5.4: required trainings (assigned, or the template's tutor_training_id) gate hosting.
    // One rule (shared/rules.ts hostingBlock), two filters: series from a template, and one-off
    // sessions (created, or co-hosted), which name no template.
    hooks.filter('series.canHost', async (subject) => {
      const { trainingHostingBlock } = await import('./queries/trainings.js')
      const reason = await trainingHostingBlock(subject.userId, subject.templateId)
      return reason ? { allowed: false, reason } : { allowed: true }
    })
    hooks.filter('session.canHost', async (subject) => {
      const { trainingHostingBlock } = await import('./queries/trainings.js')
      const reason = await trainingHostingBlock(subject.userId, null)
      return reason ? { allowed: false, reason } : { allowed: true }
    })
    // spec 000 §2.3 user_maybe_suspended: the recovery training card.
    hooks.outlet('blocked.sections', async ({ viewerId }) => {
      const { recoveryCardFor } = await import('./queries/recovery_card.js')
      const card = await recoveryCardFor(viewerId)
      return card ? [{ key: 'training.recovery', component: 'training/recovery_card', props: card }] : []
    })
    // spec 002 §9 Points: attending a recommended new-tutor onboarding session is worth 10 (recognition pays it).
    hooks.outlet('session.onboarding', async ({ sessionId }) => {
      const { isOnboardingSession } = await import('./queries/onboarding.js')
      return (await isOnboardingSession(sessionId)) ? [{ recommended: true as const }] : []
    })
    hooks.nav({ menu: 'account', label: 'Tutor Trainings', href: '/tutor/training', audience: 'member', role: 'tutor', order: 40 })
  },
})
