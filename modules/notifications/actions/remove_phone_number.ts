import db from '@adonisjs/lucid/services/db'
import { forgetViewers } from '#modules/identity/index'

/** Forgets the user's number and any pending code: no more text messages. */
export async function removePhoneNumber(userId: number) {
  await db.transaction(async (trx) => {
    await trx.from('users').where('id', userId).update({ phone_number: null, phone_number_verified_at: null })
    await trx.from('phone_verifications').where('user_id', userId).delete()
    forgetViewers(userId, trx)
  })
}

