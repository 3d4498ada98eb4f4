import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { LIKE, fromDbTime, likePattern, sqlTime } from '#app/support/database/values'
import { auditorLevelsOf } from './peer_review.js'
import { AUDIT_RATINGS, tutorMentorStatus, type MentorStatus } from '../shared/index.js'

/*
 * The admin Tutors page (spec 000 §2.6 tutors, §6.3 mentor): tutors, paginated and searchable by
 * name or username, with one grouped query per column source for the page's tutors (no query per
 * tutor): sessions hosted and last hosted, certified topics, auditor level, audits received and
 * their average rating, mentor status of their sessions.
 */
export const TUTORS_PER_PAGE = 25

export type TutorRow = {
  userId: number
  name: string
  username: string
  sessionsHosted: number
  lastHostedAt: DateTime | null
  certifiedTopics: number
  auditorLevel: string
  auditsReceived: number
  /** Average audit rating on a 1–5 scale (flag 1 … exemplary 5), null without audits. */
  averageRating: number | null
  mentorStatus: MentorStatus
}

/** The rating as a number in SQL (flag 1 … exemplary 5), for the average. */
const RATING_SCORE_SQL = `case a.rating ${AUDIT_RATINGS.map((rating, i) => `when '${rating}' then ${i + 1}`).join(' ')} end`

export async function tutorsPage(filters: { q: string | null; page: number }, now = DateTime.utc()) {
  const query = db
    .from('users as u')
    .whereNull('u.deleted_at')
    .whereExists((q) => q.from('user_roles as r').whereColumn('r.user_id', 'u.id').where('r.role', 'tutor').whereNull('r.deleted_at'))
    .orderBy('u.name', 'asc')
    .orderBy('u.id', 'asc')
    .select('u.id', 'u.name', 'u.username')
  if (filters.q) query.where((inner) => inner.whereRaw(`lower(u.name) ${LIKE}`, [likePattern(filters.q!)]).orWhereRaw(`lower(u.username) ${LIKE}`, [likePattern(filters.q!)]))
  const result = await query.paginate(filters.page, TUTORS_PER_PAGE)
  const meta = result.getMeta() as { total: number; currentPage: number; lastPage: number }
  const users = result.all() as Array<{ id: number; name: string; username: string }>
  const ids = users.map((user) => Number(user.id))
  if (ids.length === 0) return { rows: [] as TutorRow[], meta }

  const [hosted, certified, received, mentor, levels] = await Promise.all([
    // Sessions hosted: ended, not canceled, as main host or approved co-host.
    db
      .from('session_hosts as h')
      .join('tutoring_sessions as s', 's.id', 'h.session_id')
      .whereIn('h.user_id', ids)
      .whereNull('h.deleted_at')
      .whereNotNull('h.approved_at')
      .whereNull('s.deleted_at')
      .whereNull('s.canceled_at')
      .where('s.end_date', '<=', sqlTime(now))
      .groupBy('h.user_id')
      .select('h.user_id')
      .count('* as total')
      .max('s.start_date as last_start'),
    db.from('certification_requests').whereIn('user_id', ids).whereNotNull('approved_at').whereNull('deleted_at').groupBy('user_id').select('user_id').countDistinct('topic_id as total'),
    db.from('tutor_audits as a').whereIn('a.user_id', ids).groupBy('a.user_id').select('a.user_id').count('* as total').select(db.raw(`avg(${RATING_SCORE_SQL}) as average`)),
    // The current status of each of their sessions: its log's last entry.
    db
      .from('session_mentor_actions as m')
      .join('tutoring_sessions as s', 's.id', 'm.session_id')
      .whereIn('s.user_id', ids)
      .whereIn('m.id', (q) => q.from('session_mentor_actions as l').join('tutoring_sessions as ls', 'ls.id', 'l.session_id').whereIn('ls.user_id', ids).groupBy('l.session_id').max('l.id'))
      .select('s.user_id', 'm.status'),
    auditorLevelsOf(ids),
  ])
  const byUser = <T extends Record<string, any>>(rows: T[]) => new Map(rows.map((row) => [Number(row.user_id), row]))
  const hostedBy = byUser(hosted as any[])
  const certifiedBy = byUser(certified as any[])
  const receivedBy = byUser(received as any[])
  const rows: TutorRow[] = users.map((user) => {
    const id = Number(user.id)
    const audits = receivedBy.get(id)
    const average = audits?.average === null || audits?.average === undefined ? null : Math.round(Number(audits.average) * 10) / 10
    return {
      userId: id,
      name: user.name,
      username: user.username,
      sessionsHosted: Number(hostedBy.get(id)?.total ?? 0),
      lastHostedAt: fromDbTime(hostedBy.get(id)?.last_start ?? null),
      certifiedTopics: Number(certifiedBy.get(id)?.total ?? 0),
      auditorLevel: levels.get(id)?.level ?? 'novice',
      auditsReceived: Number(audits?.total ?? 0),
      averageRating: average,
      mentorStatus: tutorMentorStatus((mentor as any[]).filter((row) => Number(row.user_id) === id).map((row) => row.status as MentorStatus)),
    }
  })
  return { rows, meta: { total: Number(meta.total), currentPage: Number(meta.currentPage), lastPage: Number(meta.lastPage) } }
}
