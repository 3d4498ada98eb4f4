import logger from '@adonisjs/core/services/logger'
import { isUniqueViolation } from '#app/support/database/errors'
import WorldMember from '../models/world_member.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/*
 * spec 001 §3.2 world_member. No authorisation here: WorldPolicy decides who may join or add.
 */

async function reactivate(row: WorldMember) {
  if (row.leftAt === null) return row
  row.merge({ leftAt: null, leftReason: null })
  await row.save()
  await forgetPublicLists([PUBLIC_TAGS.world(row.worldId)])
  return row
}

/**
 * Makes the user a member (level member). Joining again is a no-op; rejoining after leaving
 * clears left_at and left_reason and keeps the level earned before. Safe under concurrent
 * calls: the (user_id, world_id) unique index decides, the loser reads the winner's row.
 */
export async function joinWorld(userId: number, worldId: number): Promise<WorldMember> {
  const existing = await WorldMember.query().where('user_id', userId).where('world_id', worldId).first()
  if (existing) return reactivate(existing)
  try {
    const row = await WorldMember.create({ userId, worldId, level: 'member', leftAt: null, leftReason: null })
    logger.info({ userId, worldId }, 'world joined')
    // The world page's member count (worlds/queries/worlds.ts cachedMemberCount).
    await forgetPublicLists([PUBLIC_TAGS.world(worldId)])
    return row
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).firstOrFail()
    return reactivate(row)
  }
}
