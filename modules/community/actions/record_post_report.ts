import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { HookEvents } from '#kernel/hooks'
import Post from '../models/post.js'
import PostEvent from '../models/post_event.js'

/**
 * safety's 'content.flagged' on a post or comment (issue 10 §2): the post's history notes the
 * report (which puts it in its world's reports queue), and a high-severity report hides it
 * pending review ("a flagged post with high severity is hidden pending review"), unless it is
 * hidden already.
 */
export async function recordPostReport(flag: HookEvents['content.flagged']): Promise<void> {
  if (flag.subjectType !== 'post') return
  await db.transaction(async (trx) => {
    const post = await Post.query({ client: trx }).where('id', flag.subjectId).first()
    if (!post) return
    await PostEvent.create({ postId: post.id, userId: null, type: 'reported', body: null, isCollapsible: true, hiddenAt: null }, { client: trx })
    if (flag.severity !== 'high') return
    const now = sqlTime(DateTime.utc())
    const hidden = await trx.from('posts').where('id', post.id).whereNull('hidden_at').update({ hidden_at: now, updated_at: now })
    if (affectedRows(hidden) === 0) return
    await PostEvent.create({ postId: post.id, userId: null, type: 'hidden-pending-review', body: null, isCollapsible: false, hiddenAt: null }, { client: trx })
  })
}
