import { listPrograms } from '#kernel/programs/registry'
import type { ConsentFlow } from '#kernel/programs/define_program'
import { needsAssent, needsParent } from './shared/requirements.js'

/* The programs whose learner consent flows this module serves (from the program registry). */
export type ConsentProgram = { slug: string; title: string; description: string; flows: ConsentFlow[] }

function fromRegistry(): ConsentProgram[] {
  return listPrograms().map((program) => ({
    slug: program.slug,
    title: program.title,
    description: program.description,
    flows: (program.consent ?? []).filter((flow) => flow.audience === 'learner'),
  }))
}

let source: () => ConsentProgram[] = fromRegistry

/** Tests install a double (no program in the registry declares consent yet). Null restores the registry. */
export function useConsentPrograms(next: (() => ConsentProgram[]) | null) {
  source = next ?? fromRegistry
}

export function programsNeedingParent() {
  return source().filter((program) => program.flows.some(needsParent))
}

export function programsNeedingAssent() {
  return source().filter((program) => program.flows.some(needsAssent))
}

export function consentProgram(slug: string | null | undefined) {
  return slug ? (source().find((program) => program.slug === slug) ?? null) : null
}

export function programTitle(slug: string | null) {
  return consentProgram(slug)?.title ?? slug ?? 'Peerhaven'
}
