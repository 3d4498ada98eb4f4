import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import ProgramWaitlistEntry from '../models/program_waitlist_entry.js'
import { assertKnown, entryQuery, type WaitlistRef } from '../waitlist_refs.js'

/** Joining twice is harmless; joining after leaving restores the entry. */
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
