import logger from '@adonisjs/core/services/logger'
import WorldMember from '../models/world_member.js'
import type { MemberLevel } from '../member_levels.js'

/**
 * Sets the level of a current member. Returns false when the user is not a member. No
 * authorisation here: WorldPolicy.setLevel decides who may give which level.
 */
export async function setMemberLevel(userId: number, worldId: number, level: MemberLevel): Promise<boolean> {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
  if (!row) return false
  if (row.level !== level) {
    row.level = level
    await row.save()
    logger.info({ userId, worldId, level }, 'world member level changed')
  }
  return true
}
