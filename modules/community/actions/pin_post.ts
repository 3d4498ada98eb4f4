import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type Post from '../models/post.js'
import type { PinnedScope } from '../shared/index.js'
import { recordModeration } from './record_moderation.js'

/**
 * Pins a post at the top of its channel or of the whole world's feed (spec 001 §3.2
 * pinned_scope). Only posts are pinned, never comments (the controller refuses them). Pinning
 * with the scope it already has changes nothing (false); another scope moves the pin.
 */
export async function pinPost(post: Post, scope: PinnedScope, actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const changed = await trx
      .from('posts')
      .where('id', post.id)
      .where((query) => query.whereNull('pinned_scope').orWhereNot('pinned_scope', scope))
      .update({ pinned_scope: scope, updated_at: now })
    if (affectedRows(changed) === 0) return false
    await recordModeration(trx, { actorId, action: 'post.pinned', subject: { type: 'post', id: post.id }, worldId: post.worldId, note: `Pinned to the ${scope}`, postEvent: 'pinned' })
    return true
  })
}
