import db from '@adonisjs/lucid/services/db'
import { detachUploads } from '#modules/uploads/index'
import Post from '../models/post.js'
import PostEvent from '../models/post_event.js'
import type { Place } from '../policies/place_rules.js'
import { announcePost } from '../live.js'

/**
 * Deleting by its author: the status becomes deleted (kept, with its history, for moderation;
 * shown to nobody), a `deleted` post_event is recorded, a comment leaves its post's count, and
 * its images stop being readable (the uploads' retention job removes them).
 */
export async function deletePost(userId: number, post: Post, place: Place) {
  await db.transaction(async (trx) => {
    await PostEvent.create({ postId: post.id, userId, type: 'deleted', body: null, attachmentUrls: [], isCollapsible: false, hiddenAt: null }, { client: trx })
    post.useTransaction(trx)
    post.status = 'deleted'
    await post.save()
    if (post.parentPostId !== null) await Post.query({ client: trx }).where('id', post.parentPostId).where('comment_count', '>', 0).decrement('comment_count', 1)
    await detachUploads({ type: 'post', id: post.id }, { client: trx })
  })
  announcePost(place, post, 'deleted')
}
