import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { HookEvents } from '#kernel/hooks'
import { sqlTime } from '#app/support/database/values'
import SessionComment from '../models/session_comment.js'

/**
 * Safety's review of a comment's flag ('content.flag.reviewed'): a dismissed flag releases a held
 * comment; an upheld one hides it (as hidden by the reviewer). A dismissed flag never shows again
 * what a moderator hid.
 */
export async function reviewHeldComment(event: HookEvents['content.flag.reviewed']) {
  if (event.subjectType !== 'session_comment') return
  const now = sqlTime(DateTime.utc())
  const query = db.from(SessionComment.table).where('id', event.subjectId)
  if (event.outcome === 'dismissed') {
    await query.whereNotNull('hidden_at').whereNotNull('held_at').whereNull('hidden_by_user_id').update({ hidden_at: null, held_at: null, updated_at: now })
  } else {
    await query.whereNull('hidden_by_user_id').update({ hidden_at: db.raw('coalesce(hidden_at, ?)', [now]), hidden_by_user_id: event.reviewerId, updated_at: now })
  }
}
