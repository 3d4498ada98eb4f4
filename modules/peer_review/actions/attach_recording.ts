import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { RECORDING_EXPIRY_DAYS } from '../shared/index.js'
import { forgetQuietSession } from '../queries/session_link.js'

/**
 * Adds a recording to a session (issue 12 §3): by its host (manual) or from the meeting provider.
 * Expires 30 days after it is added (spec 002 §9), or when the provider says. A second copy of the
 * same address changes nothing (unique per session): false. A breakout room's recording names the
 * room by its title (null: the main room).
 */
export async function attachRecording(input: { sessionId: number; url: string; source: 'provider' | 'manual'; byUserId: number | null; expiresAt?: DateTime | null; breakoutTitle?: string | null }): Promise<boolean> {
  const now = DateTime.utc()
  const inserted = await db
    .knexQuery()
    .table('session_recordings')
    .insert({
      session_id: input.sessionId,
      url: input.url,
      source: input.source,
      added_by_user_id: input.byUserId,
      breakout_title: input.breakoutTitle?.trim() || null,
      expires_at: sqlTime(input.expiresAt ?? now.plus({ days: RECORDING_EXPIRY_DAYS })),
      created_at: sqlTime(now),
    })
    .onConflict(['session_id', 'url'])
    .ignore()
    .returning('id')
  forgetQuietSession(input.sessionId)
  return inserted.length > 0
}
