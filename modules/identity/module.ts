import { defineModule } from '#kernel/modules'
import { identityRetentionRules } from './retention.js'

/* The identity context: users, roles, page access, auth, onboarding, settings. */
export default defineModule({
  name: 'identity',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  /* The viewer cache listens to other processes' invalidations from the start (Redis only). */
  async ready() {
    const { viewerCache } = await import('./viewer_cache.js')
    if (viewerCache.enabled) void viewerCache.startBus()
  },
  register(hooks) {
    // spec 000 §2.4 prompt 1: confirm the birth month and year (birth_date_prompt.ts).
    hooks.prompt({
      key: 'identity.birth-date',
      priority: 1,
      async pending(context) {
        const { birthDatePrompt } = await import('./birth_date_prompt.js')
        return birthDatePrompt(context)
      },
    })
    for (const rule of identityRetentionRules) hooks.retention(rule)
    hooks.personalData({
      key: 'account',
      label: 'Your account',
      async collect(userId) {
        const { accountData } = await import('./personal_data.js')
        return accountData(userId)
      },
    })
  },
})
