import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Post from '../models/post.js'
import { recordModeration } from './record_moderation.js'

/**
 * A moderator hides a post or comment (issue 10 §2): nobody but moderators sees it any more. A
 * guarded update, so hiding a hidden post changes nothing and records nothing (answers false).
 */
export async function hidePost(post: Post, actorId: number, note: string | null): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('posts').where('id', post.id).whereNull('hidden_at').update({ hidden_at: now, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'post.hidden', subject: { type: 'post', id: post.id }, worldId: post.worldId, note, postEvent: 'hidden' })
    return true
  })
}
