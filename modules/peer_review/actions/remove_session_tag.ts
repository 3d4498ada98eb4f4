import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import type { StaffSessionTag } from '../shared/index.js'

/**
 * Staff clear a tag they set by hand (auditor or manual), recorded with who did it in
 * session_tag_actions. False (nothing written) when the session does not have the tag.
 */
export async function removeSessionTag(input: { sessionId: number; tag: StaffSessionTag; userId: number; note: string | null }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const deleted = await trx.from('session_tags').where('session_id', input.sessionId).where('tag', input.tag).delete()
    if (affectedRows(deleted) === 0) return false
    await trx.table('session_tag_actions').insert({ session_id: input.sessionId, user_id: input.userId, tag: input.tag, action: 'removed', note: input.note, created_at: sqlTime(DateTime.utc()) })
    return true
  })
}
