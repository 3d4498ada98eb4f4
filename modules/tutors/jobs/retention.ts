import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { PLEDGE_DAYS, REQUEST_DETAILS_RETENTION_DAYS, scrubActivity, type ActivityEntry } from '../rules.js'

/*
 * The tutors.request-details retention rule (run daily by operations' retention job, and by
 * `node ace retention:run`): the SQL twin of rules.ts detailsDueForRemoval. A request ended when it
 * was declined or closed (ended_at; older rows: their last change), or when its scheduled session ended.
 */
const BATCH = 200

function dueRequests(now: Date) {
  const cutoff = sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days: REQUEST_DETAILS_RETENTION_DAYS }))
  return db
    .from('session_requests')
    .whereNull('details_removed_at')
    .where((query) => {
      query
        .where((ended) => ended.whereIn('status', ['declined', 'closed']).where((at) => at.where('ended_at', '<=', cutoff).orWhere((old) => old.whereNull('ended_at').where('updated_at', '<=', cutoff))))
        .orWhere((scheduled) =>
          scheduled
            .where('status', 'scheduled')
            .whereExists(db.from('tutoring_sessions').whereColumn('tutoring_sessions.id', 'session_requests.session_id').where('tutoring_sessions.end_date', '<=', cutoff).select(db.raw('1')))
        )
    })
}

export async function countRequestDetailsDue(now: Date) {
  const row = await dueRequests(now).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** Empties the details, the log's notes and the decline reason of due requests, a batch per transaction. Idempotent. */
export async function removeRequestDetailsDue(now: Date) {
  let removed = 0
  for (;;) {
    const done = await db.transaction(async (trx) => {
      const rows = await dueRequests(now).useTransaction(trx).select('id', 'activity_log').orderBy('id').limit(BATCH)
      const at = sqlTime(DateTime.utc())
      for (const row of rows) {
        let log: ActivityEntry[] = []
        try {
          log = JSON.parse(String(row.activity_log ?? '[]'))
        } catch {}
        await trx
          .from('session_requests')
          .where('id', row.id)
          .whereNull('details_removed_at')
          .update({ details: '', decline_reason: null, activity_log: JSON.stringify(scrubActivity(Array.isArray(log) ? log : [])), details_removed_at: at })
      }
      return rows.length
    })
    removed += done
    if (done < BATCH) return removed
  }
}

/* The tutors.demand-pledges rule: pledges older than PLEDGE_DAYS are deleted (they no longer count). */
function oldPledges(now: Date) {
  return db.from('one_on_one_demand_pledges').where('created_at', '<', sqlTime(DateTime.fromJSDate(now).toUTC().minus({ days: PLEDGE_DAYS })))
}

export async function countOldPledges(now: Date) {
  const row = await oldPledges(now).count('* as total').first()
  return Number(row?.total ?? 0)
}

export async function deleteOldPledges(now: Date) {
  return affectedRows(await oldPledges(now).delete())
}
