import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fillSatPrimaryInterest } from '../primary_interest.js'

/*
 * spec 000 §2.2 "/sat-bootcamp ... invite_code (lowercased)"; spec 001 §5.5 source
 * "sat-invitation". A signed-in person who opens an invitation link becomes an SAT user of that
 * type with that code. Decisions: the first code a person arrives with is kept (a second link
 * does not overwrite who invited them); the type is set when the record is made; the primary
 * interest is only filled in when the person has none yet (it is theirs to change).
 */
export async function recordInvitation(
  userId: number,
  inviteCode: string | null,
  type: 'learner' | 'tutor',
  extras: { ref: string | null; refSat: string | null } = { ref: null, refSat: null }
): Promise<'recorded' | 'kept'> {
  // spec 001 internal_state sat_invitation_params: kept once, like the code (invitation_params.ts).
  const params = extras.ref || extras.refSat ? JSON.stringify({ as: type, ref: extras.ref, refSat: extras.refSat }) : null
  return db.transaction(async (trx) => {
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const existing = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
    let outcome: 'recorded' | 'kept' = 'kept'
    if (!existing) {
      await trx.table('sat_bootcamp_users').insert({ user_id: userId, type, invite_code: inviteCode, invitation_params: params, created_at: now, updated_at: now })
      outcome = 'recorded'
    } else if ((!existing.invite_code && inviteCode) || (!existing.invitation_params && params)) {
      await trx
        .from('sat_bootcamp_users')
        .where('id', existing.id)
        .update({ invite_code: existing.invite_code ?? inviteCode, invitation_params: existing.invitation_params ?? params, updated_at: now })
      outcome = 'recorded'
    }
    await fillSatPrimaryInterest(trx, userId, type, 'sat-invitation')
    return outcome
  })
}
