import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Post from '../models/post.js'
import { recordModeration } from './record_moderation.js'

/** A moderator shows a hidden post or comment again; unhiding a visible one changes nothing (false). */
export async function unhidePost(post: Post, actorId: number, note: string | null): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('posts').where('id', post.id).whereNotNull('hidden_at').update({ hidden_at: null, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'post.unhidden', subject: { type: 'post', id: post.id }, worldId: post.worldId, note, postEvent: 'unhidden' })
    return true
  })
}
