/*
 * Public surface of the consent context (issue 16 §1): the ledger's derivation, the requirement
 * rules and the consent store, for programs and higher modules.
 */
import { registerConsentKinds } from './notifications.js'

export { deriveConsents, consentKey, isGranted, type ConsentState, type LedgerEvent, type ConsentAction, type GivenBy } from './shared/derive.js'
export { pendingFlowsFrom, requirementsOf, PARENT_STEP, ASSENT_STEP, SELF_STEP, PARTICIPATION } from './shared/requirements.js'
export { ledgerConsentStore, ledgerOf } from './store.js'
export { consentsOf } from './queries/consents.js'
export { useConsentPrograms, type ConsentProgram } from './programs.js'

registerConsentKinds()
