import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { ONLINE_WITHIN_MS, currentSuspension, type SuspensionAction } from '#modules/identity/index'
import type { TutoringSession } from '#modules/tutoring/index'
import type { Candidate } from '../selection.js'

/** Rows read per session before the policy is asked (the most recently online first). */
const CANDIDATE_ROWS = 200

function actionsOf(value: unknown): SuspensionAction[] {
  if (Array.isArray(value)) return value as SuspensionAction[]
  if (typeof value !== 'string' || value === '') return []
  try {
    const parsed = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/*
 * Online tutors (a live `tutor` role, last_online_at within identity's ONLINE_WITHIN_MS), with the
 * facts selection.ts excludes on, in one statement. "Busy elsewhere": a host row (live) or a live
 * registration on another session, not canceled, whose times overlap what is left of this one
 * (now → its end).
 */
export async function candidatesFor(session: TutoringSession, now: DateTime): Promise<Candidate[]> {
  const nowText = sqlTime(now)
  const endText = sqlTime(session.endDate)
  const overlap = 'join tutoring_sessions o on o.id = x.session_id where x.user_id = u.id and x.deleted_at is null and o.id <> ? and o.canceled_at is null and o.deleted_at is null and o.start_date < ? and o.end_date > ?'
  const overlapBindings = [session.id, endText, nowText]
  const rows = await db
    .from('users as u')
    .whereNull('u.deleted_at')
    .where('u.last_online_at', '>=', sqlTime(now.minus({ milliseconds: ONLINE_WITHIN_MS })))
    .whereExists((q) => q.from('user_roles as ur').whereColumn('ur.user_id', 'u.id').where('ur.role', 'tutor').whereNull('ur.deleted_at'))
    .select('u.id', 'u.last_online_at', 'u.suspension_actions')
    .select(
      db.raw("exists (select 1 from user_roles b where b.user_id = u.id and b.role = 'blocked' and b.deleted_at is null) as blocked"),
      db.raw('exists (select 1 from session_hosts h where h.user_id = u.id and h.session_id = ?) as hosts_this', [session.id]),
      db.raw('exists (select 1 from session_registrations r where r.user_id = u.id and r.session_id = ? and r.deleted_at is null) as registered_this', [session.id])
    )
    .select(
      db.raw(`exists (select 1 from session_hosts x ${overlap}) as busy_hosting`, overlapBindings),
      db.raw(`exists (select 1 from session_registrations x ${overlap}) as busy_learning`, overlapBindings)
    )
    .orderBy('u.last_online_at', 'desc')
    .limit(CANDIDATE_ROWS)
  return rows.map((row: any) => ({
    userId: Number(row.id),
    lastOnlineAt: fromDbTime(row.last_online_at),
    hostsThisSession: Boolean(Number(row.hosts_this)),
    registeredForThisSession: Boolean(Number(row.registered_this)),
    suspended: Boolean(Number(row.blocked)) || currentSuspension(actionsOf(row.suspension_actions)) !== null,
    busyElsewhere: Boolean(Number(row.busy_hosting)) || Boolean(Number(row.busy_learning)),
  }))
}
