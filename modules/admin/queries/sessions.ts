import db from '@adonisjs/lucid/services/db'
import { SessionHost, SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { LIKE, likePattern } from '#app/support/database/values'
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

async function lookups(sessions: TutoringSession[], userIds: Array<number | null>): Promise<SessionLookups> {
  const worldIds = [...new Set(sessions.map((session) => session.worldId))]
  const [usernames, worlds, registrations] = await Promise.all([
    Usernames.of(userIds),
    worldIds.length ? World.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', worldIds) : [],
    registrationCounts(sessions.map((session) => session.id)),
  ])
  return { usernames, worlds: new Map(worlds.map((world) => [world.id, { slug: world.slug, title: world.title }])), registrations }
}

/**
 * Sessions by title (partial), id, or host username (the session's tutor or any of its hosts),
 * newest start first. Deleted sessions only when asked for.
 */
export async function searchSessions(input: { q?: string; page: number; includeDeleted: boolean }) {
  const query = TutoringSession.query().orderBy('start_date', 'desc').orderBy('id', 'desc')
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
