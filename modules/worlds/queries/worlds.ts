import db from '@adonisjs/lucid/services/db'
import { publicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'
import World from '../models/world.js'
import WorldMember from '../models/world_member.js'
import type { MemberLevel } from '../member_levels.js'

/*
 * Reads about worlds and their members (spec 001 §3.2, spec 000 §6.4). Who may see or do what
 * is WorldPolicy's (policies/world_policy.ts); these only read.
 */

/** A world by its slug (soft-deleted worlds are gone), or null. */
export async function findWorldBySlug(slug: string): Promise<World | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 80) return null
  return World.query().where('slug', slug).first()
}

/** The worlds a user belongs to and has not left, as a query selecting `world_id` (a subquery or one branch of a union). */
export function memberWorldIdsQuery(userId: number) {
  return db.from('world_members').where('user_id', userId).whereNull('left_at').select('world_id')
}

/** The member row of a user who has not left the world, or null. */
export async function activeMembership(userId: number, worldId: number): Promise<WorldMember | null> {
  return WorldMember.query().where('user_id', userId).where('world_id', worldId).whereNull('left_at').first()
}

/** The user's level in the world, or null when not a member (or left). */
export async function memberLevel(userId: number, worldId: number): Promise<MemberLevel | null> {
  const row = await activeMembership(userId, worldId)
  return row ? row.level : null
}

/** Members who have not left. */
/**
 * The world page's member count through the public list cache (app/support/cache/public_lists.ts):
 * join, leave and remove_member invalidate the world's tag.
 */
export function cachedMemberCount(worldId: number): Promise<number> {
  return publicLists.remember(`world:${worldId}:members`, [PUBLIC_TAGS.world(worldId)], () => countMembers(worldId))
}

export async function countMembers(worldId: number): Promise<number> {
  const row = await WorldMember.query().where('world_id', worldId).whereNull('left_at').count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

/** Members who have not left, with their user, highest level first, paginated (the members page). */
export async function listMembers(worldId: number, page: number, perPage = 25) {
  const paginator = await WorldMember.query()
    .where('world_id', worldId)
    .whereNull('left_at')
    .preload('user')
    .orderByRaw(
      "CASE level WHEN 'moderator' THEN 0 WHEN 'coach' THEN 1 WHEN 'senior-tutor' THEN 2 WHEN 'tutor' THEN 3 ELSE 4 END"
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .paginate(page, perPage)
  return { members: paginator.all(), meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage } }
}
