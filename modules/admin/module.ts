import { defineModule } from '#kernel/modules'
import { EMAIL_SWAP_RETENTION } from './email_swap_retention_policy.js'

/* The admin context: the staff console. */
export default defineModule({
  name: 'admin',
  routes: () => import('./routes.js'),
  fallbackRoutes: () => import('./fallback_routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    // Finished onboardings wait for staff review while the website setting says so (spec 001 §3.5).
    hooks.filter('onboarding.autoApprove', async () => {
      const { getWebsiteSetting } = await import('./website_settings.js')
      const review = await getWebsiteSetting('require-registration-account-approval')
      return review ? { allowed: false, reason: 'New accounts are reviewed by staff.' } : { allowed: true }
    })
    hooks.on(
      'moderation.action',
      async (event) => {
        const { recordModerationAudit } = await import('./actions/record_moderation_audit.js')
        await recordModerationAudit(event)
      },
      { name: 'audit' }
    )
    // Email Swap keeps an account's old and new addresses for a while (email_swap_retention.ts).
    hooks.retention({
      ...EMAIL_SWAP_RETENTION,
      async count(now) {
        const { countEndedEmailSwaps } = await import('./email_swap_retention.js')
        return countEndedEmailSwaps(now)
      },
      async purge(now) {
        const { purgeEndedEmailSwaps } = await import('./email_swap_retention.js')
        return purgeEndedEmailSwaps(now)
      },
    })
    hooks.personalData({
      key: 'email-swaps',
      label: 'Email address changes asked for by staff',
      async collect(userId) {
        const { emailSwapsOf } = await import('./email_swap_retention.js')
        return emailSwapsOf(userId)
      },
    })
  },
})
