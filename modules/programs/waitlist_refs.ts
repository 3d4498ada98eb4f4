import { findProgram } from '#kernel/programs/registry'
import ProgramWaitlistEntry from './models/program_waitlist_entry.js'

/*
 * The generic program waitlist (DESIGN "learner and tutor waitlists"). A program names
 * its two waitlists in its manifest; entries are per user, waitlist and iteration ('next' when
 * no iteration is announced yet). Joining twice is harmless; leaving soft-deletes the entry and
 * joining again restores it.
 */

/** The iteration value used when the program has no upcoming iteration yet. */
export const NEXT_ITERATION = 'next'

export type WaitlistRef = { programSlug: string; waitlist: string; iteration: string }

export class UnknownWaitlistError extends Error {}

export function assertKnown({ programSlug, waitlist, iteration }: WaitlistRef) {
  const program = findProgram(programSlug)
  if (!program) throw new UnknownWaitlistError(`Unknown program "${programSlug}"`)
  if (waitlist !== program.waitlists.learner && waitlist !== program.waitlists.tutor) {
    throw new UnknownWaitlistError(`Program "${programSlug}" has no waitlist "${waitlist}"`)
  }
  if (iteration !== NEXT_ITERATION && !program.iterations.some((it) => it.key === iteration)) {
    throw new UnknownWaitlistError(`Program "${programSlug}" has no iteration "${iteration}"`)
  }
}

export function entryQuery(ref: WaitlistRef & { userId: number }) {
  return ProgramWaitlistEntry.query()
    .withScopes((scopes) => scopes.withDeleted())
    .where('user_id', ref.userId)
    .where('program_slug', ref.programSlug)
    .where('waitlist', ref.waitlist)
    .where('iteration', ref.iteration)
}

