import db from '@adonisjs/lucid/services/db'
import {
  UserRole,
  assignRole,
  removeRole,
  suspendUser,
  unsuspendUser,
  type Role,
  type SuspensionContext,
} from '#modules/identity/index'
import { recordAudit } from './audit.js'

/* Every staff change made here records source 'admin' and writes an audit event (spec 001 §3.1). */
export const ADMIN_SOURCE = 'admin'

type Actor = { id: number }

/** Gives a role; false when the user already holds it (nothing changed, nothing audited). */
export async function assignRoleAsStaff(actor: Actor, userId: number, role: Role) {
  return db.transaction(async (trx) => {
    const held = await UserRole.query({ client: trx }).where('user_id', userId).where('role', role).first()
    if (held) return false
    const row = await assignRole({ userId, role, byUserId: actor.id, source: ADMIN_SOURCE }, trx)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.role.assigned',
      subjectType: 'user',
      subjectId: userId,
      details: { role, userRoleId: row.id, source: ADMIN_SOURCE },
    })
    return true
  })
}

/** Removes a role (softly, with remover and source); false when it was not held. */
export async function removeRoleAsStaff(actor: Actor, userId: number, role: Role) {
  return db.transaction(async (trx) => {
    const removed = await removeRole({ userId, role, byUserId: actor.id, source: ADMIN_SOURCE }, trx)
    if (!removed) return false
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.role.removed',
      subjectType: 'user',
      subjectId: userId,
      details: { role, source: ADMIN_SOURCE },
    })
    return true
  })
}

/* A suspension and its audit event are written in one transaction; sessions end after commit. */
export async function suspendAsStaff(
  actor: Actor,
  userId: number,
  input: { context: SuspensionContext; reason: string; note: string | null }
) {
  await db.transaction(async (trx) => {
    await suspendUser({ userId, context: input.context, reason: input.reason, note: input.note, byUserId: actor.id }, trx)
    await recordAudit(trx, {
      actorUserId: actor.id,
      action: 'user.suspended',
      subjectType: 'user',
      subjectId: userId,
      details: { context: input.context, reason: input.reason, note: input.note },
    })
  })
}

export async function unsuspendAsStaff(actor: Actor, userId: number) {
  await db.transaction(async (trx) => {
    await unsuspendUser({ userId, byUserId: actor.id }, trx)
    await recordAudit(trx, { actorUserId: actor.id, action: 'user.unsuspended', subjectType: 'user', subjectId: userId })
  })
}
