import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { User, findUserByUsername } from '#modules/identity/index'
import { fromDbTime, iso, sqlTime } from '#app/support/database/values'

/** The account a /u/{username or userId} address names, with its roles, or null. */
export async function findProfileUser(param: string) {
  const user = /^\d{1,9}$/.test(param) ? await User.find(Number(param)) : await findUserByUsername(param)
  if (!user) return null
  return { user, roles: new Set<string>(await user.roles()) }
}

/** Sessions a person hosted that have ended (approved host, not canceled): spec 001 §3.3 session_hosts. */
export async function hostedSessionCountOf(userId: number): Promise<number> {
  const row = await db
    .from('session_hosts')
    .join('tutoring_sessions', 'tutoring_sessions.id', 'session_hosts.session_id')
    .where('session_hosts.user_id', userId)
    .whereNull('session_hosts.deleted_at')
    .whereNotNull('session_hosts.approved_at')
    .whereNull('tutoring_sessions.deleted_at')
    .whereNull('tutoring_sessions.canceled_at')
    .where('tutoring_sessions.end_date', '<', sqlTime(DateTime.utc()))
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/** The next sessions a person hosts in public worlds (a profile never reveals a members-only world). */
export async function upcomingHostedSessionsOf(userId: number, limit = 5) {
  const rows = await db
    .from('session_hosts')
    .join('tutoring_sessions', 'tutoring_sessions.id', 'session_hosts.session_id')
    .join('worlds', 'worlds.id', 'tutoring_sessions.world_id')
    .where('session_hosts.user_id', userId)
    .whereNull('session_hosts.deleted_at')
    .whereNotNull('session_hosts.approved_at')
    .whereNull('tutoring_sessions.deleted_at')
    .whereNull('tutoring_sessions.canceled_at')
    .where('worlds.visibility', 'public')
    .where('tutoring_sessions.start_date', '>', sqlTime(DateTime.utc()))
    .orderBy('tutoring_sessions.start_date')
    .limit(limit)
    .select('tutoring_sessions.id', 'tutoring_sessions.title', 'tutoring_sessions.start_date', 'worlds.title as world_title')
  return rows.map((row) => ({ id: Number(row.id), title: row.title as string, startDate: iso(fromDbTime(row.start_date))!, worldTitle: row.world_title as string }))
}

/** The tutors a person follows (adults, by the tutor role), newest first. */
export async function tutorsFollowedBy(userId: number, limit = 50) {
  const rows = await db
    .from('tutor_follows')
    .join('users', 'users.id', 'tutor_follows.tutor_id')
    .where('tutor_follows.user_id', userId)
    .whereNull('users.deleted_at')
    .orderBy('tutor_follows.id', 'desc')
    .limit(limit)
    .select('users.id')
  const users = await User.query().whereIn('id', rows.map((row) => row.id))
  return users.map((user) => ({ id: user.id, username: user.username, displayName: user.displayName }))
}
