import db from '@adonisjs/lucid/services/db'
import { SessionHost, SessionRegistration, TutoringSession } from '#modules/tutoring/index'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { iso } from '#app/support/database/values'
import { LIKE, PER_PAGE, likePattern, pageMeta } from './search.js'

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

async function lookups(userIds: number[], worldIds: number[]) {
  const [users, worlds] = await Promise.all([
    userIds.length
      ? User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', [...new Set(userIds)]).select('id', 'username')
      : [],
    worldIds.length ? World.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', [...new Set(worldIds)]) : [],
  ])
  return {
    username: new Map(users.map((user) => [user.id, user.username])),
    world: new Map(worlds.map((world) => [world.id, { slug: world.slug, title: world.title }])),
  }
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
  const counts = await registrationCounts(sessions.map((session) => session.id))
  const names = await lookups(
    sessions.map((session) => session.userId),
    sessions.map((session) => session.worldId)
  )
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      title: session.title,
      startDate: iso(session.startDate),
      endDate: iso(session.endDate),
      host: names.username.get(session.userId) ?? null,
      world: names.world.get(session.worldId) ?? null,
      registrations: counts.get(session.id) ?? 0,
      maxLearners: session.maxLearners,
      canceled: session.canceledAt !== null,
      deletedAt: iso(session.deletedAt),
    })),
    meta: pageMeta(result),
  }
}

/** One session for the staff view (deleted ones included). */
export async function sessionDetail(sessionId: number) {
  const session = await TutoringSession.query().withScopes((scopes) => scopes.withDeleted()).where('id', sessionId).first()
  if (!session) return null
  const hosts = await SessionHost.query().where('session_id', sessionId).orderBy('id', 'asc')
  const counts = await registrationCounts([session.id])
  const names = await lookups(
    [session.userId, ...hosts.map((host) => host.userId), ...(session.deletedByUserId ? [session.deletedByUserId] : [])],
    [session.worldId]
  )
  return {
    session: {
      id: session.id,
      title: session.title,
      description: session.description,
      startDate: iso(session.startDate),
      endDate: iso(session.endDate),
      host: names.username.get(session.userId) ?? null,
      world: names.world.get(session.worldId) ?? null,
      seriesId: session.seriesId,
      maxLearners: session.maxLearners,
      registrations: counts.get(session.id) ?? 0,
      languages: session.languages,
      canceledAt: iso(session.canceledAt),
      cancelReason: session.cancelReason,
      createdAt: iso(session.createdAt),
      deletedAt: iso(session.deletedAt),
      deletedBy: session.deletedByUserId ? (names.username.get(session.deletedByUserId) ?? `#${session.deletedByUserId}`) : null,
    },
    hosts: hosts.map((host) => ({
      id: host.id,
      username: names.username.get(host.userId) ?? null,
      role: host.role,
      approved: host.approvedAt !== null,
    })),
  }
}
