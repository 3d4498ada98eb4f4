import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import { mentorStatusOf, needsMentor, type MentorAction, type MentorStatus } from '../shared/index.js'

/* Mentor status of sessions from their log (spec 001 §3.3 mentor_actions, §4.3). */

export async function mentorLogOf(sessionId: number): Promise<MentorAction[]> {
  const rows = await db.from('session_mentor_actions').where('session_id', sessionId).orderBy('id')
  return rows.map((row: any) => ({ status: row.status as MentorStatus, userId: row.user_id === null ? null : Number(row.user_id), at: fromDbTime(row.created_at)!, comment: row.comment }))
}

export type MentorQueueRow = Awaited<ReturnType<typeof mentorQueue>>[number]

/** Sessions that need a mentor, open ones first, with their status, who holds them and when. */
export async function mentorQueue() {
  const sessions = await db
    .from('tutoring_sessions as s')
    .join('session_tags as t', (join) => join.on('t.session_id', 's.id').andOnVal('t.tag', 'mentor'))
    .join('users as u', 'u.id', 's.user_id')
    .whereNull('s.deleted_at')
    .orderBy('s.start_date', 'desc')
    .limit(100)
    .select('s.id', 's.title', 's.start_date', 'u.name as tutor_name')
  const ids = sessions.map((row: any) => Number(row.id))
  const actions = ids.length ? await db.from('session_mentor_actions as a').leftJoin('users as u', 'u.id', 'a.user_id').whereIn('a.session_id', ids).orderBy('a.id').select('a.*', 'u.name as user_name') : []
  const rows = sessions.map((session: any) => {
    const entries = actions.filter((row: any) => Number(row.session_id) === Number(session.id))
    const log: MentorAction[] = entries.map((row: any) => ({ status: row.status, userId: row.user_id === null ? null : Number(row.user_id), at: fromDbTime(row.created_at)!, comment: row.comment }))
    const state = mentorStatusOf(log)
    const startedAt = fromDbTime(session.start_date)!
    return {
      sessionId: Number(session.id),
      title: session.title as string,
      tutorName: session.tutor_name as string,
      startedAt: startedAt.toISO()!,
      status: state.status,
      responsible: entries.at(-1)?.user_name ?? null,
      claimedAt: state.claimedAt?.toISO() ?? null,
      resolvedAt: state.resolvedAt?.toISO() ?? null,
      needsMentor: needsMentor({ hasMentorTag: true, status: state.status, startedAt }),
      log: entries.map((row: any) => ({ id: Number(row.id), status: row.status as string, userName: (row.user_name as string | null) ?? 'Peer review', comment: row.comment as string | null, at: fromDbTime(row.created_at)!.toISO()! })),
    }
  })
  const order: Record<string, number> = { NeedsMentor: 0, InProgress: 1, Resolved: 2, None: 3 }
  return rows.filter((row) => row.needsMentor).sort((a, b) => order[a.status] - order[b.status])
}
