import db from '@adonisjs/lucid/services/db'
import { SessionHost, SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { DateTime } from 'luxon'
import { LIKE, fromDbTime, likePattern, sqlTime } from '#app/support/database/values'
import { PER_PAGE, pageMeta } from './search.js'
import type { SessionLookups } from '../transformers/resources.js'
import { Usernames } from './usernames.js'

async function registrationCounts(sessionIds: number[]) {
  if (sessionIds.length === 0) return new Map<number, number>()
  const rows = await db
    .from(SessionRegistration.table)
    .whereIn('session_id', sessionIds)
    .whereNull('deleted_at')
    .groupBy('session_id')
    .select('session_id')
    .count('* as total')
  return new Map(rows.map((row: any) => [Number(row.session_id), Number(row.total)]))
}

/**
 * spec 001 §3.3 safety_check_at / safety_check_by_user_id of these sessions (checked ones only).
 * Read here rather than from the model: the columns are the staff console's to write.
 */
async function safetyChecks(sessionIds: number[]) {
  if (sessionIds.length === 0) return new Map<number, { at: DateTime; byUserId: number | null }>()
  const rows = await db
    .from(TutoringSession.table)
    .whereIn('id', sessionIds)
    .whereNotNull('safety_check_at')
    .select('id', 'safety_check_at', 'safety_check_by_user_id')
  return new Map(
    rows.map((row: any) => [Number(row.id), { at: fromDbTime(row.safety_check_at)!, byUserId: row.safety_check_by_user_id === null ? null : Number(row.safety_check_by_user_id) }])
  )
}

async function lookups(sessions: TutoringSession[], userIds: Array<number | null>): Promise<SessionLookups> {
  const worldIds = [...new Set(sessions.map((session) => session.worldId))]
  const sessionIds = sessions.map((session) => session.id)
  const checks = await safetyChecks(sessionIds)
  const [usernames, worlds, registrations] = await Promise.all([
    Usernames.of([...userIds, ...[...checks.values()].map((check) => check.byUserId)]),
    worldIds.length ? World.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', worldIds) : [],
    registrationCounts(sessionIds),
  ])
  return { usernames, worlds: new Map(worlds.map((world) => [world.id, { slug: world.slug, title: world.title }])), registrations, safetyChecks: checks }
}

/**
 * Sessions by title (partial), id, or host username (the session's tutor or any of its hosts),
 * newest start first. Deleted sessions only when asked for.
 *
 * `unchecked`: only sessions not yet safety-checked and not canceled (a canceled session never
 * runs), live and upcoming ones first (soonest first), then past ones (most recent first).
 */
export async function searchSessions(input: { q?: string; page: number; includeDeleted: boolean; unchecked?: boolean }) {
  const query = TutoringSession.query()
  if (input.unchecked) {
    const now = sqlTime(DateTime.utc())
    query
      .whereNull('safety_check_at')
      .whereNull('canceled_at')
      .orderByRaw('CASE WHEN end_date >= ? THEN 0 ELSE 1 END', [now])
      .orderByRaw('CASE WHEN end_date >= ? THEN start_date END ASC', [now])
  }
  query.orderBy('start_date', 'desc').orderBy('id', 'desc')
  if (input.includeDeleted) query.withScopes((scopes) => scopes.withDeleted())
  const text = input.q?.trim().replace(/^#/, '')
  if (text) {
    const pattern = likePattern(text.replace(/^@/, ''))
    const hostIds = (sub: any) => sub.from(User.table).select('id').whereRaw(`lower(username) ${LIKE}`, [pattern])
    query.where((sub) => {
      sub
        .whereRaw(`lower(title) ${LIKE}`, [likePattern(text)])
        .orWhereIn('user_id', hostIds)
        .orWhereIn('id', (hosts) => hosts.from(SessionHost.table).select('session_id').whereNull('deleted_at').whereIn('user_id', hostIds))
      if (/^\d{1,9}$/.test(text)) sub.orWhere('id', Number(text))
    })
  }
  const result = await query.paginate(input.page, PER_PAGE)
  const sessions = result.all()
  return {
    sessions,
    meta: pageMeta(result),
    lookups: await lookups(
      sessions,
      sessions.map((session) => session.userId)
    ),
  }
}

/** A session, deleted or not (staff see deleted sessions too). */
export function findSession(sessionId: number) {
  return TutoringSession.query().withScopes((scopes) => scopes.withDeleted()).where('id', sessionId).first()
}

/** One session for the staff view (deleted ones included), with its hosts. */
export async function sessionDetail(sessionId: number) {
  const session = await findSession(sessionId)
  if (!session) return null
  const hosts = await SessionHost.query().where('session_id', sessionId).orderBy('id', 'asc')
  return {
    session,
    hosts,
    lookups: await lookups([session], [session.userId, ...hosts.map((host) => host.userId), session.deletedByUserId]),
  }
}
