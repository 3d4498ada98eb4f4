import { SUSPENDED_ROLES, User, UserRole, expandRoles } from '#modules/identity/index'
import type { AccountWithRoles } from '../transformers/resources.js'
import AdminAuditEvent from '../models/admin_audit_event.js'
import { LIKE, likePattern } from '#app/support/database/values'
import { PER_PAGE, pageMeta } from './search.js'
import { Usernames } from './usernames.js'

/** An account with its active stored roles (the `roleRows` relation preloaded). */
function withRoles(user: User): AccountWithRoles & { user: User } {
  const roles = user.roleRows.map((row) => row.role).sort()
  return {
    user,
    roles,
    effectiveRoles: [...expandRoles(roles)].sort(),
    suspended: roles.some((role) => (SUSPENDED_ROLES as readonly string[]).includes(role)),
  }
}

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
  return { users: result.all().map(withRoles), meta: pageMeta(result) }
}

/** One account with its roles (deleted accounts included), or null. */
export async function accountWithRoles(userId: number) {
  const user = await User.query().withScopes((scopes) => scopes.withDeleted()).where('id', userId).preload('roleRows').first()
  return user ? withRoles(user) : null
}

/**
 * One user for the staff view (deleted accounts included) with its roles, every role row (with
 * history), the audit trail, and the names of the staff in them.
 */
export async function userDetail(userId: number) {
  const account = await accountWithRoles(userId)
  if (!account) return null
  const user = account.user
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
  const usernames = await Usernames.of([
    ...roleRows.flatMap((row) => [row.assignerUserId, row.removerUserId]),
    ...user.suspensionActions.map((action) => action.byUserId),
    ...audit.map((event) => event.actorUserId),
  ])
  return { user, account, roleRows, audit, usernames }
}
