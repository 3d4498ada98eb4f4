import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'

/** Memberships of deleted accounts: counted for the dry run, or removed (idempotent). */
export async function deletedAccountMemberships(mode: 'count' | 'purge'): Promise<number> {
  const ofDeleted = db.from('key_club_members').whereIn('user_id', db.from('users').whereNotNull('deleted_at').select('id'))
  if (mode === 'count') {
    const row = await ofDeleted.count('* as count').first()
    return Number(row?.count ?? 0)
  }
  return affectedRows(await ofDeleted.delete())
}
