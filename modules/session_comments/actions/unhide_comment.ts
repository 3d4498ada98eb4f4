import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { hooks } from '#kernel/hooks'
import { affectedRows, sqlTime } from '#app/support/database/values'
import SessionComment from '../models/session_comment.js'

/**
 * A moderator shows a hidden or held comment again (releasing a held one is the moderator's
 * review of it). Others still read its message_safe, never the contact details. False: it was
 * not hidden.
 */
export async function unhideComment(comment: SessionComment, moderatorId: number) {
  return db.transaction(async (trx) => {
    const changed = await trx
      .from(SessionComment.table)
      .where('id', comment.id)
      .whereNotNull('hidden_at')
      .update({ hidden_at: null, hidden_by_user_id: null, held_at: null, updated_at: sqlTime(DateTime.utc()) })
    if (affectedRows(changed) === 0) return false
    await hooks.emit(
      'moderation.action',
      { actorId: moderatorId, action: 'session_comment.unhide', subjectType: 'session_comment', subjectId: comment.id, worldId: null, note: null },
      { client: trx }
    )
    return true
  })
}
