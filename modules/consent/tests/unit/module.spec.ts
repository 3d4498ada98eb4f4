import { test } from '@japa/runner'
import { ledgerConsentStore } from '../../store.js'
import { CONSENT_UNAVAILABLE, consentVeto, setConsentStore } from '#kernel/programs/consent'
import type { RegisteredProgram } from '#kernel/programs/define_program'
import { registrarFor } from '#kernel/hooks'
import consentModule from '../../module.js'
import { DEMO_FLOWS } from '../helpers.js'

/* issue 16 §1: the consent module installs the real store in the kernel's seam ("installed once by the context that owns consent records"). */
test.group('Consent module: the kernel seam', (group) => {
  // Leave the real store installed for the tests that run after these in the same process.
  group.each.teardown(() => setConsentStore(ledgerConsentStore))

  test('before the module registers the seam refuses; after, the ledger answers', async ({ assert }) => {
    const program = { slug: 'consent-module-demo', consent: DEMO_FLOWS } as unknown as RegisteredProgram
    setConsentStore(null)
    assert.deepEqual(await consentVeto(program, 0), { allowed: false, reason: CONSENT_UNAVAILABLE })
    const hooks = registrarFor('module:consent-test')
    consentModule.register!({ ...hooks, personalData: () => {} })
    // A person with no ledger rows and no known age (id 0 exists nowhere) counts as a minor: parent consent first.
    assert.deepEqual(await consentVeto(program, 0), { allowed: false, reason: 'Please complete "Parent consent" before registering.' })
  })
})
