import { defineModule } from '#kernel/modules'
import { setConsentStore } from '#kernel/programs/consent'

/*
 * The consent ledger (issue 16 §1): an append-only log of consents, parent/guardian consent by
 * signed email link, learner assent. It installs the kernel's consent store, so a program's
 * declared consent flows (its manifest's `consent`) gate registration through consentVeto.
 */
export default defineModule({
  name: 'consent',
  routes: () => import('./routes.js'),
  surface: () => import('./index.js'),
  register(hooks) {
    setConsentStore({
      async pendingFlows(userId, program, flows) {
        const { ledgerConsentStore } = await import('./store.js')
        return ledgerConsentStore.pendingFlows(userId, program, flows)
      },
    })
    hooks.personalData({
      key: 'consent',
      label: 'Consent and assent',
      async collect(userId) {
        const { consentData } = await import('./queries/personal_data.js')
        return consentData(userId)
      },
    })
  },
})
