import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { TUTOR_AGREEMENT, TUTOR_AGREEMENT_VERSION } from '../constants.js'

/*
 * The SAT tutor agreement (spec 000 §2.2 /sat-bootcamp/tutor/consent?invite_code=): an
 * append-only signature with the statements' words, and the person's SAT user record of type
 * tutor (spec 001 §3.7 sat_user "type (tutor or learner)"). Decisions: signing again records
 * nothing; a learner record becomes a tutor record (the person now hosts); the first invite code
 * is kept, as on the marketing page.
 */
export async function signTutorAgreement(userId: number, input: { signedName: string; inviteCode: string | null }): Promise<'signed' | 'already'> {
  return db.transaction(async (trx) => {
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const existing = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
    if (!existing) {
      await trx.table('sat_bootcamp_users').insert({ user_id: userId, type: 'tutor', invite_code: input.inviteCode, created_at: now, updated_at: now })
    } else if (existing.type !== 'tutor' || (!existing.invite_code && input.inviteCode)) {
      await trx
        .from('sat_bootcamp_users')
        .where('id', existing.id)
        .update({ type: 'tutor', invite_code: existing.invite_code ?? input.inviteCode, updated_at: now })
    }
    const signed = await trx.from('sat_bootcamp_tutor_agreements').where('user_id', userId).where('version', TUTOR_AGREEMENT_VERSION).first()
    if (signed) return 'already'
    await trx.table('sat_bootcamp_tutor_agreements').insert({
      user_id: userId,
      version: TUTOR_AGREEMENT_VERSION,
      statements: JSON.stringify(TUTOR_AGREEMENT),
      signed_name: input.signedName,
      invite_code: input.inviteCode,
      created_at: now,
    })
    return 'signed'
  })
}
