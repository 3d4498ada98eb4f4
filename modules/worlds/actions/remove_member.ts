import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import WorldMember, { LEFT_REASON_MAX } from '../models/world_member.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/**
 * A moderator removes a member: left_at now, the reason kept, the level back to member (so a
 * rejoin, where the world allows one, starts over). Returns false when not a member. No
 * authorisation here: WorldPolicy.removeMember decides.
 */
export async function removeMember(userId: number, worldId: number, reason: string): Promise<boolean> {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
  if (!row) return false
  row.merge({ leftAt: DateTime.utc(), leftReason: reason.trim().slice(0, LEFT_REASON_MAX) || null, level: 'member' })
  await row.save()
  await forgetPublicLists([PUBLIC_TAGS.world(worldId)])
  logger.info({ userId, worldId }, 'world member removed')
  return true
}
