import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Post from '../models/post.js'
import { recordModeration } from './record_moderation.js'

/** Unpins a post; an unpinned post changes nothing (false). */
export async function unpinPost(post: Post, actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx.from('posts').where('id', post.id).whereNotNull('pinned_scope').update({ pinned_scope: null, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'post.unpinned', subject: { type: 'post', id: post.id }, worldId: post.worldId, postEvent: 'unpinned' })
    return true
  })
}
