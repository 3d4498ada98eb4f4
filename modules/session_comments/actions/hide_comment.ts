import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { affectedRows, sqlTime } from '#app/support/database/values'
import SessionComment from '../models/session_comment.js'

/**
 * A moderator hides a comment (visible or held): it stays hidden from everyone but its author (who
 * sees it marked) and moderators. The staff audit log gets the action. False: it was hidden already.
 */
export async function hideComment(comment: SessionComment, moderatorId: number) {
  return db.transaction(async (trx) => {
    const changed = await trx
      .from(SessionComment.table)
      .where('id', comment.id)
      .where((q) => q.whereNull('hidden_at').orWhereNull('hidden_by_user_id'))
      .update({ hidden_at: sqlTime(DateTime.utc()), hidden_by_user_id: moderatorId, updated_at: sqlTime(DateTime.utc()) })
    if (affectedRows(changed) === 0) return false
    await hooks.emit(
      'moderation.action',
      { actorId: moderatorId, action: 'session_comment.hide', subjectType: 'session_comment', subjectId: comment.id, worldId: null, note: null },
      { client: trx }
    )
    return true
  })
}
