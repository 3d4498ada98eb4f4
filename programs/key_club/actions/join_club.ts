import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isUniqueViolation } from '#app/support/database/errors'
import { sqlTime } from '#app/support/database/values'
import { findWorldBySlug, joinWorld } from '#modules/worlds/index'
import { KEY_CLUB_MESSAGES, WORLD_SLUG, normaliseCode } from '../constants.js'
import { KeyClubInputError } from '../errors.js'

/**
 * A member joins the club whose code they typed (one club per person: spec 001 §3.1
 * key_club_club_id). The one row is written in a transaction; the unique index on user_id decides
 * between two tabs joining at once. Then the member joins the club's world (membership by
 * invitation: the club code is the invitation); joining it again later is a no-op.
 */
export async function joinClub(userId: number, typedCode: string): Promise<{ clubId: number; clubName: string }> {
  const code = normaliseCode(typedCode)
  const club = await db.from('key_club_clubs').where('code', code).select('id', 'name').first()
  if (!club) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.unknownCode)
  try {
    await db.transaction(async (trx) => {
      await trx.table('key_club_members').insert({ user_id: userId, key_club_club_id: club.id, joined_at: sqlTime(DateTime.utc()) })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyClubInputError('code', KEY_CLUB_MESSAGES.alreadyMember)
    throw error
  }
  const world = await findWorldBySlug(WORLD_SLUG)
  if (world) await joinWorld(userId, world.id)
  return { clubId: Number(club.id), clubName: club.name }
}
