import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import type { StaffSessionTag } from '../shared/index.js'

/**
 * Staff tag a session (spec 001 §3.3 session_tag: auditor or manual), recorded with who did it in
 * session_tag_actions. False (nothing written) when the session already has the tag.
 */
export async function addSessionTag(input: { sessionId: number; tag: StaffSessionTag; userId: number; note: string | null }): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTime(DateTime.utc())
    const inserted = await trx
      .knexQuery()
      .table('session_tags')
      .insert({ session_id: input.sessionId, user_id: input.userId, tag: input.tag, created_at: now, updated_at: now })
      .onConflict(['session_id', 'tag'])
      .ignore()
      .returning('id')
    if (inserted.length === 0) return false
    await trx.table('session_tag_actions').insert({ session_id: input.sessionId, user_id: input.userId, tag: input.tag, action: 'added', note: input.note, created_at: now })
    return true
  })
}
