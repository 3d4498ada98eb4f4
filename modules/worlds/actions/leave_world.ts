import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import WorldMember, { LEFT_REASON_MAX } from '../models/world_member.js'
import { forgetPublicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

/**
 * Marks the membership left (left_at now, left_reason the optional reason, trimmed and cut to
 * 280 characters). Returns false when the user was not a member. No authorisation here:
 * WorldPolicy.leave decides.
 */
export async function leaveWorld(userId: number, worldId: number, reason?: string | null): Promise<boolean> {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
  if (!row) return false
  const trimmed = reason?.trim() ?? ''
  row.merge({ leftAt: DateTime.utc(), leftReason: trimmed === '' ? null : trimmed.slice(0, LEFT_REASON_MAX) })
  await row.save()
  await forgetPublicLists([PUBLIC_TAGS.world(worldId)])
  logger.info({ userId, worldId }, 'world left')
  return true
}
