import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'

/**
 * A member leaves their club: their hours stop counting for it. Decision: they stay in the club's
 * world (their posts stay where they wrote them); a moderator removes them there if needed.
 * False when they had no club.
 */
export async function leaveClub(userId: number): Promise<boolean> {
  const deleted = await db.from('key_club_members').where('user_id', userId).delete()
  return affectedRows(deleted) > 0
}
