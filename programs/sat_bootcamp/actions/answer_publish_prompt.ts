import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'

/*
 * Prompt 4's "Not now" (spec 000 §2.4): the answer is kept on the person's SAT user record (made,
 * of type tutor, when they have none: they levelled up to tutor in the program's world). Answering
 * twice keeps the first time.
 */
export async function answerPublishPrompt(userId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const now = DateTime.utc().toSQL({ includeOffset: false })
    const existing = await trx.from('sat_bootcamp_users').where('user_id', userId).forUpdate().first()
    if (!existing) {
      await trx.table('sat_bootcamp_users').insert({ user_id: userId, type: 'tutor', publish_prompt_answered_at: now, created_at: now, updated_at: now })
    } else if (!existing.publish_prompt_answered_at) {
      await trx.from('sat_bootcamp_users').where('id', existing.id).update({ publish_prompt_answered_at: now, updated_at: now })
    }
  })
}
