import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ageBucket, isAdmin, type User } from '#modules/identity/index'
import type { PairFacts, Party } from '../policies/messaging_rules.js'

export function isAdultBirth(dateOfBirth: User['dateOfBirth']) {
  const bucket = ageBucket(dateOfBirth)
  return bucket === 'age:18-to-under-21' || bucket === 'age:21-plus'
}

/** A person as the messaging rules see them (roles read once per user instance). */
export async function partyOf(user: User): Promise<Party> {
  const roles = await user.roles()
  return { id: user.id, adult: isAdultBirth(user.dateOfBirth), staff: isAdmin(roles), unavailable: user.isDeleted || roles.has('blocked') }
}

/** Whether one of the two blocked the other (either way). */
export async function blockedBetween(a: number, b: number, client: QueryClientContract = db.connection()) {
  const row = await client
    .from('user_blocks')
    .where((q) => q.where('user_id', a).where('blocked_user_id', b))
    .orWhere((q) => q.where('user_id', b).where('blocked_user_id', a))
    .select('id')
    .first()
  return Boolean(row)
}

/*
 * A session (or series) that `hostId` hosts (approved, live) and `otherId` hosts or is registered
 * for (live; a series registration not withdrawn). Host↔registrant in either direction.
 */
function hostedTogether(client: QueryClientContract, kind: 'session' | 'series', hostId: number, otherId: number) {
  const hosts = `${kind}_hosts`
  const registrations = `${kind}_registrations`
  const key = `${kind}_id`
  return client
    .from(`${hosts} as h`)
    .where('h.user_id', hostId)
    .whereNotNull('h.approved_at')
    .whereNull('h.deleted_at')
    .where((q) => {
      q.whereExists((r) => {
        r.from(`${registrations} as r`).whereColumn(`r.${key}`, `h.${key}`).where('r.user_id', otherId).whereNull('r.deleted_at').select('r.id')
        if (kind === 'series') r.whereNull('r.withdrawn_at')
      }).orWhereExists((o) =>
        o.from(`${hosts} as o`).whereColumn(`o.${key}`, `h.${key}`).where('o.user_id', otherId).whereNotNull('o.approved_at').whereNull('o.deleted_at').select('o.id')
      )
    })
    .select('h.id')
}

export async function shareHostedContext(a: number, b: number, client: QueryClientContract = db.connection()) {
  const row = await hostedTogether(client, 'session', a, b)
    .unionAll([hostedTogether(client, 'session', b, a), hostedTogether(client, 'series', a, b), hostedTogether(client, 'series', b, a)])
    .first()
  return Boolean(row)
}

export async function pairFacts(a: number, b: number, client?: QueryClientContract): Promise<PairFacts> {
  const [blocked, sharedHostedContext] = await Promise.all([blockedBetween(a, b, client), shareHostedContext(a, b, client)])
  return { blocked, sharedHostedContext }
}
