import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import WorldMember, { type MemberLevel } from '../models/world_member.js'
import { isUniqueViolation } from '#app/support/database/errors'

/*
 * Membership writes (spec 001 §3.2 world_member). These do no authorisation: the routes check
 * who may join, leave or change a level (see queries/worlds.ts for the visibility rules).
 */

/** The longest leave reason kept (world_members.left_reason is 280 characters). */
export const LEFT_REASON_MAX = 280

function reactivate(row: WorldMember) {
  if (row.leftAt === null) return row
  row.merge({ leftAt: null, leftReason: null })
  return row.save()
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
    return row
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).firstOrFail()
    return reactivate(row)
  }
}

/**
 * Marks the membership left (left_at now, left_reason the optional reason, trimmed and cut to
 * 280 characters). Returns false when the user was not a member.
 */
export async function leaveWorld(userId: number, worldId: number, reason?: string | null): Promise<boolean> {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
  if (!row) return false
  const trimmed = reason?.trim() ?? ''
  row.merge({ leftAt: DateTime.utc(), leftReason: trimmed === '' ? null : trimmed.slice(0, LEFT_REASON_MAX) })
  await row.save()
  logger.info({ userId, worldId }, 'world left')
  return true
}

/** Sets the level of a current member. Returns false when the user is not a member. */
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

/**
 * A moderator removes a member: left_at now, the reason kept, the level back to member (so a
 * rejoin, where the world allows one, starts over). Returns false when not a member.
 */
export async function removeMember(userId: number, worldId: number, reason: string): Promise<boolean> {
  const row = await WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
  if (!row) return false
  row.merge({ leftAt: DateTime.utc(), leftReason: reason.trim().slice(0, LEFT_REASON_MAX) || null, level: 'member' })
  await row.save()
  logger.info({ userId, worldId }, 'world member removed')
  return true
}
