import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import ProgramWaitlistEntry from '../models/program_waitlist_entry.js'
import { entryQuery, NEXT_ITERATION, type WaitlistRef } from '../waitlist_refs.js'

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

/**
 * The people on a waitlist for an iteration (user ids, each once), for Program Emails: entries
 * for the iteration and entries for 'next', whether or not a program's own notifier marked them
 * notified (marking belongs to that notifier, not to these emails). A 'next' entry notified
 * before `announcedAt` (the iteration's opening for this waitlist) was about an earlier
 * iteration and no longer counts. Entries people left do not count.
 */
export async function waitlistedUserIds(programSlug: string, waitlist: string, iteration: string, announcedAt: DateTime): Promise<number[]> {
  const rows = await db
    .from(ProgramWaitlistEntry.table)
    .where('program_slug', programSlug)
    .where('waitlist', waitlist)
    .whereNull('deleted_at')
    .where((query) =>
      query
        .where('iteration', iteration)
        .orWhere((next) =>
          next
            .where('iteration', NEXT_ITERATION)
            .where((fresh) => fresh.whereNull('notified_at').orWhere('notified_at', '>=', sqlTime(announcedAt)))
        )
    )
    .distinct('user_id')
  return rows.map((row: { user_id: unknown }) => Number(row.user_id))
}
