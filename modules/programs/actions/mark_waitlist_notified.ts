import { DateTime } from 'luxon'
import ProgramWaitlistEntry from '../models/program_waitlist_entry.js'

export async function markWaitlistNotified(entryId: number) {
  await ProgramWaitlistEntry.query()
    .where('id', entryId)
    .whereNull('notified_at')
    .update({ notified_at: DateTime.utc().toSQL({ includeOffset: false }) })
}
