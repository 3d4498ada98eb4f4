import { User, UserRole, expandRoles } from '#modules/identity/index'
import AdminAuditEvent from '../models/admin_audit_event.js'
import { iso } from '#app/support/database/values'
import { LIKE, PER_PAGE, likePattern, pageMeta } from './search.js'

/** Users by name, username or email (case-insensitive, partial), newest first; or by id. */
export async function searchUsers(q: string | undefined, page: number) {
  const query = User.query().preload('roleRows').orderBy('id', 'desc')
  const text = q?.trim()
  if (text) {
    const pattern = likePattern(text)
    query.where((sub) => {
      sub
        .whereRaw(`lower(name) ${LIKE}`, [pattern])
        .orWhereRaw(`lower(username) ${LIKE}`, [pattern])
        .orWhereRaw(`lower(email) ${LIKE}`, [pattern])
      if (/^\d{1,9}$/.test(text)) sub.orWhere('id', Number(text))
    })
  }
  const result = await query.paginate(page, PER_PAGE)
  return {
    users: result.all().map((user) => {
      const stored = user.roleRows.map((row) => row.role)
      return {
        id: user.id,
        name: user.name,
        username: user.username,
        email: user.email,
        createdAt: iso(user.createdAt),
        roles: stored.sort(),
        suspended: stored.includes('blocked') || stored.includes('blocked:community'),
      }
    }),
    meta: pageMeta(result),
  }
}

async function usernamesOf(ids: Array<number | null | undefined>) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map<number, string>()
  const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', wanted).select('id', 'username')
  return new Map(users.map((user) => [user.id, user.username]))
}

/** One user for the staff view: account, roles (with history), suspensions, audit trail. */
export async function userDetail(userId: number) {
  const user = await User.query().withScopes((scopes) => scopes.withDeleted()).where('id', userId).first()
  if (!user) return null
  const roleRows = await UserRole.query()
    .withScopes((scopes) => scopes.withDeleted())
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  const audit = await AdminAuditEvent.query()
    .where('subject_type', 'user')
    .where('subject_id', String(userId))
    .orderBy('id', 'desc')
    .limit(50)
  const names = await usernamesOf([
    ...roleRows.flatMap((row) => [row.assignerUserId, row.removerUserId]),
    ...user.suspensionActions.map((action) => action.byUserId),
    ...audit.map((event) => event.actorUserId),
  ])
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`))
  const active = roleRows.filter((row) => !row.isDeleted).map((row) => row.role)
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      emailVerified: user.isEmailVerified,
      onboarded: user.isOnboarded,
      timezone: user.timezone,
      country: user.country,
      createdAt: iso(user.createdAt),
      lastOnlineAt: iso(user.lastOnlineAt),
      deletedAt: iso(user.deletedAt),
      roles: active.sort(),
      effectiveRoles: [...expandRoles(active)].sort(),
      suspended: active.includes('blocked') || active.includes('blocked:community'),
    },
    roleRows: roleRows.map((row) => ({
      id: row.id,
      role: row.role,
      assignedAt: iso(row.createdAt),
      assignedBy: nameOf(row.assignerUserId),
      assignedSource: row.assignedSource,
      removedAt: iso(row.deletedAt),
      removedBy: nameOf(row.removerUserId),
      removedSource: row.removedSource,
    })),
    suspensions: user.suspensionActions
      .map((action) => ({ ...action, by: nameOf(action.byUserId) }))
      .reverse(),
    audit: audit.map((event) => ({
      id: event.id,
      action: event.action,
      actor: nameOf(event.actorUserId),
      details: event.details,
      createdAt: iso(event.createdAt),
    })),
  }
}
