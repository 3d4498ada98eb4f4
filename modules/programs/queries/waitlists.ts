import ProgramWaitlistEntry from '../models/program_waitlist_entry.js'
import { entryQuery, type WaitlistRef } from '../waitlist_refs.js'

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

export async function countWaitlist(programSlug: string, waitlist: string, iteration: string) {
  const row = await ProgramWaitlistEntry.query()
    .where('program_slug', programSlug)
    .where('waitlist', waitlist)
    .where('iteration', iteration)
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}
