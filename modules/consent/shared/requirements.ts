import { isGranted, type ConsentState } from './derive.js'

/*
 * What completes a program's consent flow (issue 16 §1). A flow's requirements are its steps'
 * slugs (or, for a flow without steps, its own slug). Each slug names what the ledger must show,
 * for this program:
 *   'parent-consent' → a parent or guardian's participation grant, not revoked;
 *   'assent'         → the learner's own assent (spec 001 §4.4: assent is separate);
 *   'consent'        → the person's own participation grant;
 *   anything else    → a program-specific purpose of that name, granted by the person or a parent.
 * A flow required for minors applies to a person under 18 or of unknown age (privacy-protective).
 */
/** The parts of the kernel's ConsentFlow these rules read (shared/ code may not import the kernel). */
export type ConsentFlow = { slug: string; audience: 'learner' | 'tutor'; requiredFor: 'everyone' | 'minors'; steps: ReadonlyArray<{ slug: string }> }

export const PARENT_STEP = 'parent-consent'
export const ASSENT_STEP = 'assent'
export const SELF_STEP = 'consent'
export const PARTICIPATION = 'participation'
export const ADULT_AGE = 18

export function requirementsOf(flow: ConsentFlow): string[] {
  return flow.steps.length > 0 ? flow.steps.map((step) => step.slug) : [flow.slug]
}

export function requirementMet(states: Map<string, ConsentState>, programSlug: string, requirement: string) {
  switch (requirement) {
    case PARENT_STEP:
      return isGranted(states, { purpose: PARTICIPATION, programSlug, givenBy: 'parent_guardian' })
    case ASSENT_STEP:
      return isGranted(states, { purpose: PARTICIPATION, programSlug, givenBy: 'self', kind: 'assent' })
    case SELF_STEP:
      return isGranted(states, { purpose: PARTICIPATION, programSlug, givenBy: 'self' })
    default:
      return (
        isGranted(states, { purpose: requirement, programSlug, givenBy: 'self' }) ||
        isGranted(states, { purpose: requirement, programSlug, givenBy: 'parent_guardian' })
      )
  }
}

export function flowApplies(flow: ConsentFlow, age: number | null) {
  return flow.requiredFor === 'everyone' || age === null || age < ADULT_AGE
}

/** The flows (of those given) still to complete, in declared order. */
export function pendingFlowsFrom<F extends ConsentFlow>(flows: readonly F[], age: number | null, states: Map<string, ConsentState>, programSlug: string): F[] {
  return flows.filter((flow) => flowApplies(flow, age) && !requirementsOf(flow).every((req) => requirementMet(states, programSlug, req)))
}

/** Whether a flow asks for a parent's consent (the programs a learner may ask a parent about). */
export function needsParent(flow: ConsentFlow) {
  return flow.audience === 'learner' && requirementsOf(flow).includes(PARENT_STEP)
}

export function needsAssent(flow: ConsentFlow) {
  return flow.audience === 'learner' && requirementsOf(flow).includes(ASSENT_STEP)
}
