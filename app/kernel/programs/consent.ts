import type { FilterVerdict } from '../hooks.js'
import type { ConsentFlow, RegisteredProgram } from './define_program.js'

/*
 * The consent seam of the plugin contract (DESIGN "consent"). A program declares consent flows
 * in its manifest; the kernel vetoes registration for that program's series and sessions until
 * every flow that applies to the person is complete. What "complete" means (the consent ledger,
 * parent consent, assent, who is a minor) is the consent store's: the SAT bootcamp issue brings
 * the real one. Until a store is installed, a program that declares consent registers nobody —
 * for minors, refusing is the safe default.
 */
export type ConsentStore = {
  /** The flows (of those given) this person still has to complete for this program. */
  pendingFlows(userId: number, program: { slug: string }, flows: readonly ConsentFlow[]): Promise<ConsentFlow[]>
}

export const CONSENT_UNAVAILABLE = 'Registration for this program needs a consent step that is not available yet.'

export function consentRequired(flow: ConsentFlow) {
  return `Please complete "${flow.title}" before registering.`
}

let store: ConsentStore | null = null

/** Installed once by the context that owns consent records; tests install a double. */
export function setConsentStore(next: ConsentStore | null) {
  store = next
}

export async function consentVeto(program: RegisteredProgram, userId: number): Promise<FilterVerdict> {
  const learnerFlows = (program.consent ?? []).filter((flow) => flow.audience === 'learner')
  if (learnerFlows.length === 0) return { allowed: true }
  if (!store) return { allowed: false, reason: CONSENT_UNAVAILABLE }
  const pending = await store.pendingFlows(userId, program, learnerFlows)
  return pending.length === 0 ? { allowed: true } : { allowed: false, reason: consentRequired(pending[0]) }
}
