import db from '@adonisjs/lucid/services/db'
import { User, assignRole, expandRoles, removeRole, reviewState } from '#modules/identity/index'
import AccountReview from '../models/account_review.js'
import type { AccountDecision } from '../shared/index.js'

export const REVIEW_SOURCE = 'account-review'

/**
 * Staff approve or reject an unreviewed account (spec 001 §4.4): the role (`approved` or
 * `rejected`, source 'account-review', the reviewer as assigner) and the review row, in one
 * transaction. False when the account is no longer unreviewed (another reviewer was first).
 */
export async function reviewAccount(input: { userId: number; reviewerId: number; decision: AccountDecision; note: string | null }) {
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', input.userId).forUpdate().first()
    if (!user) return false
    const held = await trx.from('user_roles').where('user_id', user.id).whereNull('deleted_at').select('role')
    const roles = expandRoles(held.map((row: { role: string }) => row.role))
    if (reviewState(roles, user.onboardingDetails !== null) !== 'unreviewed') return false
    const change = { userId: user.id, byUserId: input.reviewerId, source: REVIEW_SOURCE }
    await assignRole({ ...change, role: input.decision }, trx)
    await removeRole({ ...change, role: 'unapproved' }, trx)
    await AccountReview.create({ userId: user.id, reviewerId: input.reviewerId, decision: input.decision, note: input.note }, { client: trx })
    return true
  })
}
