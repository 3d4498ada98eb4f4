import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { reviewContentFlag } from '#modules/safety/index'
import type Post from '../models/post.js'
import { recordModeration } from './record_moderation.js'

export type ReportReview = { outcome: 'upheld' | 'dismissed'; note: string | null }

/**
 * A world moderator decides a reported post (issue 10 §2 queue): upheld keeps it hidden (hides
 * it when a lower-severity report had left it up), dismissed closes the reports and, through
 * the 'content.flag.reviewed' handler, shows it again if a report had hidden it. safety closes
 * every open flag of the post at once. False when nothing was open any more (someone else decided).
 */
export async function reviewPostReports(post: Post, openFlagId: number, review: ReportReview, actorId: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const closed = await reviewContentFlag(openFlagId, { outcome: review.outcome, reviewerId: actorId, note: review.note }, { client: trx })
    if (!closed) return false
    if (review.outcome === 'upheld') {
      const now = sqlTime(DateTime.utc())
      await trx.from('posts').where('id', post.id).whereNull('hidden_at').update({ hidden_at: now, updated_at: now })
    }
    await recordModeration(trx, {
      actorId,
      action: review.outcome === 'upheld' ? 'post.flags.upheld' : 'post.flags.dismissed',
      subject: { type: 'post', id: post.id },
      worldId: post.worldId,
      note: review.note,
      postEvent: review.outcome === 'upheld' ? 'reports-upheld' : 'reports-dismissed',
    })
    return true
  })
}
