import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { hooks } from '#kernel/hooks'
import { User, suspendUser } from '#modules/identity/index'
import { affectedRows, fromDbTime, sqlTime, toNumber } from '#app/support/database/values'
import TutoringSession from '../models/tutoring_session.js'
import { reportedAttendance } from '../meeting/meeting_provider.js'
import {
  NO_SHOW_LIMIT,
  NO_SHOW_WINDOW_DAYS,
  attendanceWindow,
  learnerSeconds,
  noShowSuspensionDue,
  sessionSeconds,
  type AttendanceStatus,
} from '../attendance_rules.js'
import { noShowStartsOf } from '../queries/attendance.js'
import { ATTENDANCE_MESSAGES } from '../messages.js'

export type LearnerMark = { userId: number; status: AttendanceStatus; reason?: string | null }
export type HostMark = { userId: number; present: boolean }

export type ConfirmAttendanceInput = {
  sessionId: number
  byUserId: number
  learners: LearnerMark[]
  hosts: HostMark[]
}

export type ConfirmOutcome = { ok: true; suspendedUserIds: number[] } | { ok: false; reason: string }

class Refusal extends Error {}

const sortedIds = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',')
const sameIds = (a: number[], b: number[]) => sortedIds(a) === sortedIds(b)

/*
 * A host confirms the roster (issue 11 §1; who may: SessionPolicy.confirmAttendance). In ONE
 * transaction:
 * - present learners keep (or get) a live session_attendees row with duration_seconds
 *   (attendance_rules.learnerSeconds); absent and excused learners' rows are soft-deleted; an
 *   excused absence records excused_absence_source 'host' and the reason on the registration;
 * - hosts marked present get a live host attendee row and session_hosts.tutoring_seconds = the
 *   session's length; absent hosts 0;
 * - tutoring_sessions.attendance_confirmed_at = now;
 * - absent learners are checked against the learner-no-shows rule (attendance_rules.ts);
 * - 'session.attendance.confirmed' is emitted with the present learners and hosts.
 * Re-confirming (until ATTENDANCE_CONFIRM_DAYS after the end) rewrites the same rows and emits
 * again: listeners key their effects on (sessionId, userId), so nothing is granted twice.
 * The roster must name exactly the live registrants and approved hosts (a registrant who came or
 * went since the page loaded refuses it: the host reloads).
 */
export async function confirmAttendance(input: ConfirmAttendanceInput, now: DateTime = DateTime.utc()): Promise<ConfirmOutcome> {
  const session = await TutoringSession.find(input.sessionId)
  if (!session) return { ok: false, reason: ATTENDANCE_MESSAGES.notFound }
  const window = attendanceWindow(session, now)
  if (!window.open) return { ok: false, reason: ATTENDANCE_MESSAGES[window.reason] }
  const report = await reportedAttendance(session)
  try {
    return await db.transaction(async (trx) => {
      const at = sqlTime(now)
      // The guarded write first: on PostgreSQL concurrent confirmations of one session queue here.
      const marked = await trx
        .from('tutoring_sessions')
        .where('id', session.id)
        .whereNull('canceled_at')
        .whereNull('deleted_at')
        .update({ attendance_confirmed_at: at, updated_at: at })
      if (affectedRows(marked) === 0) throw new Refusal(ATTENDANCE_MESSAGES.canceled)

      const registrants = await liveUserIds(trx.from('session_registrations').where('session_id', session.id).whereNull('deleted_at'))
      const hosts = await liveUserIds(trx.from('session_hosts').where('session_id', session.id).whereNull('deleted_at').whereNotNull('approved_at'))
      const learnerIds = input.learners.map((mark) => mark.userId)
      const hostIds = input.hosts.map((mark) => mark.userId)
      if (!sameIds(registrants, learnerIds) || !sameIds(hosts, hostIds)) throw new Refusal(ATTENDANCE_MESSAGES.rosterChanged)

      const joins = await firstJoins(trx, session.id)
      for (const mark of input.learners) {
        const reported = report.get(mark.userId)
        if (mark.status === 'present') {
          const joinedAt = joins.get(mark.userId) ?? reported?.joinedAt ?? null
          const seconds = learnerSeconds(session, { reportedSeconds: reported?.durationSeconds ?? null, joinedAt })
          await markPresent(trx, { sessionId: session.id, userId: mark.userId, role: 'learner', joinedAt, seconds, at })
        } else {
          await markAbsent(trx, session.id, mark.userId, at)
        }
        const excused = mark.status === 'excused'
        await trx
          .from('session_registrations')
          .where('session_id', session.id)
          .where('user_id', mark.userId)
          .whereNull('deleted_at')
          .update({ excused_absence_source: excused ? 'host' : null, excused_absence_reason: excused ? mark.reason!.trim() : null, updated_at: at })
      }

      const hostSeconds = sessionSeconds(session)
      for (const mark of input.hosts) {
        const joinedAt = joins.get(mark.userId) ?? report.get(mark.userId)?.joinedAt ?? null
        if (mark.present) await markPresent(trx, { sessionId: session.id, userId: mark.userId, role: 'host', joinedAt, seconds: hostSeconds, at })
        else await markAbsent(trx, session.id, mark.userId, at)
        await trx
          .from('session_hosts')
          .where('session_id', session.id)
          .where('user_id', mark.userId)
          .whereNull('deleted_at')
          .update({ tutoring_seconds: mark.present ? hostSeconds : 0, updated_at: at })
      }

      const absent = input.learners.filter((mark) => mark.status === 'absent').map((mark) => mark.userId)
      const suspendedUserIds = await suspendNoShows(trx, absent, now)
      await hooks.emit(
        'session.attendance.confirmed',
        {
          sessionId: session.id,
          confirmedByUserId: input.byUserId,
          presentUserIds: input.learners.filter((mark) => mark.status === 'present').map((mark) => mark.userId),
          hostUserIds: input.hosts.filter((mark) => mark.present).map((mark) => mark.userId),
        },
        { client: trx }
      )
      return { ok: true as const, suspendedUserIds }
    })
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message }
    throw error
  }
}

async function liveUserIds(query: { select(column: string): Promise<{ user_id: unknown }[]> }) {
  const rows = await query.select('user_id')
  return rows.map((row) => toNumber(row.user_id))
}

/** Each person's earliest recorded arrival in this session (live or soft-deleted attendee rows). */
async function firstJoins(trx: TransactionClientContract, sessionId: number) {
  const rows = await trx.from('session_attendees').where('session_id', sessionId).whereNotNull('joined_at').select('user_id', 'joined_at')
  const joins = new Map<number, DateTime>()
  for (const row of rows) {
    const userId = toNumber(row.user_id)
    const joinedAt = fromDbTime(row.joined_at)!
    const known = joins.get(userId)
    if (!known || joinedAt < known) joins.set(userId, joinedAt)
  }
  return joins
}

type Presence = { sessionId: number; userId: number; role: 'learner' | 'host'; joinedAt: DateTime | null; seconds: number; at: string }

async function markPresent(trx: TransactionClientContract, row: Presence) {
  const updated = await trx
    .from('session_attendees')
    .where('session_id', row.sessionId)
    .where('user_id', row.userId)
    .whereNull('deleted_at')
    .update({ duration_seconds: row.seconds, role: row.role })
  if (affectedRows(updated) > 0) return
  await trx.table('session_attendees').insert({
    session_id: row.sessionId,
    user_id: row.userId,
    role: row.role,
    joined_at: row.joinedAt ? sqlTime(row.joinedAt) : null,
    duration_seconds: row.seconds,
    speaking_duration_seconds: 0,
    count_chats: 0,
    created_at: row.at,
  })
}

async function markAbsent(trx: TransactionClientContract, sessionId: number, userId: number, at: string) {
  await trx.from('session_attendees').where('session_id', sessionId).where('user_id', userId).whereNull('deleted_at').update({ deleted_at: at })
}

/** The learner-no-shows rule (attendance_rules.noShowSuspensionDue) for this roster's absentees. */
async function suspendNoShows(trx: TransactionClientContract, userIds: number[], now: DateTime) {
  const suspended: number[] = []
  for (const userId of userIds) {
    const user = await User.find(userId, { client: trx })
    if (!user) continue
    const previous = [...user.suspensionActions].reverse().find((action) => action.context === 'learner-no-shows')
    const starts = await noShowStartsOf(userId, now.minus({ days: NO_SHOW_WINDOW_DAYS }), trx)
    const last = previous ? { createdAt: DateTime.fromISO(previous.createdAt, { zone: 'utc' }), lifted: previous.liftedAt !== null } : null
    if (!noShowSuspensionDue(starts, last, now)) continue
    await suspendUser(
      {
        userId,
        context: 'learner-no-shows',
        reason: ATTENDANCE_MESSAGES.noShowSuspension(NO_SHOW_LIMIT, NO_SHOW_WINDOW_DAYS),
        byUserId: null,
        note: null,
      },
      trx
    )
    suspended.push(userId)
  }
  return suspended
}
