import { User } from '#modules/identity/index'
import World from '../models/world.js'
import WorldMember, { isAtLeastLevel, type MemberLevel } from '../models/world_member.js'

/*
 * Reads about worlds and their members (spec 001 §3.2, spec 000 §6.4).
 *
 * Visibility (spec 001 §3.2 leaves the values open; session viewing names these three):
 * - public: listed in the Learn menu and on the dashboard, open to anyone, anyone may join;
 * - unlisted: reachable by its address, never listed, anyone may join;
 * - membership: only its members (who have not left) and staff (admin:basic) see it; to anyone
 *   else it does not exist (404). It is joined by being added by a world moderator or staff.
 */

/** A world by its slug (soft-deleted worlds are gone), or null. */
export async function findWorldBySlug(slug: string): Promise<World | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 80) return null
  return World.query().where('slug', slug).first()
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

/** spec 000 §6.4: at-least-level check over the ordered ranks; false for non-members. */
export async function isMemberAtLeast(userId: number, worldId: number, level: MemberLevel): Promise<boolean> {
  const current = await memberLevel(userId, worldId)
  return current !== null && isAtLeastLevel(current, level)
}

/** Whether a user holds the staff role admin:basic (implied by the higher admin roles). */
export async function isStaff(userId: number): Promise<boolean> {
  const user = await User.find(userId)
  if (!user) return false
  const roles = await user.roles()
  return roles.has('admin:basic')
}

/** The visibility rule alone, once membership and staff status are known. */
export function worldVisibleTo(world: Pick<World, 'visibility'>, viewer: { isMember: boolean; isStaff: boolean }) {
  if (world.visibility === 'public' || world.visibility === 'unlisted') return true
  return viewer.isMember || viewer.isStaff
}

/**
 * public and unlisted worlds: anyone, signed in or not; membership worlds: members who have
 * not left, plus users with the admin:basic role.
 */
export async function canViewWorld(world: World, userId: number | null): Promise<boolean> {
  if (world.visibility === 'public' || world.visibility === 'unlisted') return true
  if (userId === null) return false
  if (await activeMembership(userId, world.id)) return true
  return isStaff(userId)
}

/**
 * Who may join by themselves (POST /w/:slug/join): anyone signed in for public and unlisted
 * worlds; for a membership world only staff. Everyone else is added by a world moderator or
 * staff (the world's members page).
 */
export function canSelfJoin(world: Pick<World, 'visibility'>, viewer: { isStaff: boolean }) {
  return world.visibility !== 'membership' || viewer.isStaff
}

/** Members who have not left. */
export async function countMembers(worldId: number): Promise<number> {
  const row = await WorldMember.query().where('world_id', worldId).whereNull('left_at').count('* as total').first()
  return Number(row?.$extras.total ?? 0)
}

/** Worlds shown in lists (public only: unlisted and membership worlds are never listed). */
export async function listedWorlds(): Promise<World[]> {
  return World.query().where('visibility', 'public').orderBy('position').orderBy('id')
}

/** Public worlds tied to a course (worlds.course_id), for the course page. */
export async function listedWorldsForCourse(courseId: number): Promise<World[]> {
  return World.query().where('visibility', 'public').where('course_id', courseId).orderBy('position').orderBy('id')
}

export type MemberListItem = {
  userId: number
  username: string
  displayName: string
  level: MemberLevel
  joinedAt: string
}

/** Members who have not left, highest level first, paginated (the moderators' members page). */
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
  const data: MemberListItem[] = paginator.all().map((row) => ({
    userId: row.userId,
    username: row.user?.username ?? '',
    displayName: row.user?.displayName ?? 'DELETED USER',
    level: row.level,
    joinedAt: row.createdAt.toISO()!,
  }))
  return { data, meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage } }
}
