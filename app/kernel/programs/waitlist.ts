import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import ProgramWaitlistEntry from './models/program_waitlist_entry.js'
import { findProgram } from './registry.js'

/*
 * The kernel's generic program waitlist (DESIGN "learner and tutor waitlists"). A program names
 * its two waitlists in its manifest; entries are per user, waitlist and iteration ('next' when
 * no iteration is announced yet). Joining twice is harmless; leaving soft-deletes the entry and
 * joining again restores it.
 */

/** The iteration value used when the program has no upcoming iteration yet. */
export const NEXT_ITERATION = 'next'

export type WaitlistRef = { programSlug: string; waitlist: string; iteration: string }

export class UnknownWaitlistError extends Error {}

function assertKnown({ programSlug, waitlist, iteration }: WaitlistRef) {
  const program = findProgram(programSlug)
  if (!program) throw new UnknownWaitlistError(`Unknown program "${programSlug}"`)
  if (waitlist !== program.waitlists.learner && waitlist !== program.waitlists.tutor) {
    throw new UnknownWaitlistError(`Program "${programSlug}" has no waitlist "${waitlist}"`)
  }
  if (iteration !== NEXT_ITERATION && !program.iterations.some((it) => it.key === iteration)) {
    throw new UnknownWaitlistError(`Program "${programSlug}" has no iteration "${iteration}"`)
  }
}

function entryQuery(ref: WaitlistRef & { userId: number }) {
  return ProgramWaitlistEntry.query()
    .withScopes((scopes) => scopes.withDeleted())
    .where('user_id', ref.userId)
    .where('program_slug', ref.programSlug)
    .where('waitlist', ref.waitlist)
    .where('iteration', ref.iteration)
}

export async function joinWaitlist(ref: WaitlistRef & { userId: number }): Promise<{ status: 'joined' | 'already_on_list' }> {
  assertKnown(ref)
  const existing = await entryQuery(ref).first()
  if (existing && !existing.isDeleted) return { status: 'already_on_list' }
  if (existing) {
    // Guarded restore: only one of two concurrent joins brings the entry back.
    const restored = await ProgramWaitlistEntry.query()
      .withScopes((scopes) => scopes.withDeleted())
      .where('id', existing.id)
      .whereNotNull('deleted_at')
      .update({ deleted_at: null, notified_at: null, updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
    return { status: Number(Array.isArray(restored) ? restored[0] : restored) > 0 ? 'joined' : 'already_on_list' }
  }
  try {
    await ProgramWaitlistEntry.create({
      programSlug: ref.programSlug,
      waitlist: ref.waitlist,
      userId: ref.userId,
      iteration: ref.iteration,
    })
    return { status: 'joined' }
  } catch (error) {
    // The unique index (user, program, waitlist, iteration) settles a concurrent double join.
    if (isUniqueViolation(error)) return { status: 'already_on_list' }
    throw error
  }
}

export async function leaveWaitlist(ref: WaitlistRef & { userId: number }): Promise<{ left: boolean }> {
  const entry = await entryQuery(ref).whereNull('deleted_at').first()
  if (!entry) return { left: false }
  await entry.softDelete()
  return { left: true }
}

export async function isOnWaitlist(ref: WaitlistRef & { userId: number }) {
  return Boolean(await entryQuery(ref).whereNull('deleted_at').first())
}

/** Entries not notified yet for a waitlist and some iterations (e.g. an iteration and 'next'). */
export async function pendingWaitlistEntries(programSlug: string, waitlist: string, iterations: string[]) {
  return ProgramWaitlistEntry.query()
    .where('program_slug', programSlug)
    .where('waitlist', waitlist)
    .whereIn('iteration', iterations)
    .whereNull('notified_at')
    .orderBy('id')
}

export async function markWaitlistNotified(entryId: number) {
  await ProgramWaitlistEntry.query()
    .where('id', entryId)
    .whereNull('notified_at')
    .update({ notified_at: DateTime.utc().toSQL({ includeOffset: false }) })
}

export async function countWaitlist(programSlug: string, waitlist: string, iteration: string) {
  const row = await ProgramWaitlistEntry.query()
    .where('program_slug', programSlug)
    .where('waitlist', waitlist)
    .where('iteration', iteration)
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}
