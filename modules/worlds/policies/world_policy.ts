import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { User, isAdmin, type Role } from '#modules/identity/index'
import type World from '../models/world.js'
import { isAtLeastLevel, MEMBER_LEVELS, type MemberLevel } from '../member_levels.js'
import { activeMembership } from '../queries/worlds.js'
import { isListed } from './world_scope.js'

/*
 * Who may do what in a world (spec 001 §3.2 worlds and members; spec 000 §6.4 member levels).
 *
 * Visibility (spec 001 §3.2 leaves the values open; session viewing names these three):
 * - public: listed (Learn menu, dashboard, course page), open to anyone, anyone signed in may join;
 * - unlisted: reachable by its address, never listed, anyone signed in may join;
 * - membership: only its members (who have not left) and staff (admin:basic) see it; to anyone
 *   else it does not exist (404). It is joined by being added by a world moderator or staff.
 *
 * Moderation (decisions): the world's moderators and staff manage members. A moderator manages
 * members below moderator (gives the levels member to coach), never another moderator or
 * themselves; only staff appoint or demote moderators.
 */

/** What the policy needs of the viewer: a User, or a stand-in loaded by id (canViewWorld). */
export type WorldViewer = Pick<User, 'id' | 'roles'>

/** A member the actor would change or remove. */
export type MemberTarget = { userId: number; level: MemberLevel }

/** A membership world hides itself: the friendly 404, never a 403 that says it exists. */
const hidden = () => AuthorizationResponse.deny('Not found', 404)

/** The viewer's current level in the world (null: not a member, or left) and staff status. */
async function standingIn(world: World, viewer: WorldViewer) {
  const [membership, roles] = await Promise.all([activeMembership(viewer.id, world.id), viewer.roles()])
  return { membership, level: membership?.level ?? null, isStaff: isAdmin(roles) }
}

type Standing = Awaited<ReturnType<typeof standingIn>>

function sees(world: World, standing: Standing) {
  return worldVisibleTo(world, standing)
}

/**
 * WorldPolicy.view as a pure rule over a standing the caller already read (community reads the
 * viewer's level together with its channel in one query).
 */
export function worldVisibleTo(world: Pick<World, 'visibility'>, standing: { level: MemberLevel | null; isStaff: boolean }) {
  return world.visibility !== 'membership' || standing.level !== null || standing.isStaff
}

function moderates(standing: Standing) {
  return standing.isStaff || (standing.level !== null && isAtLeastLevel(standing.level, 'moderator'))
}

/** Staff manage anyone; a moderator manages members below moderator other than themselves. */
function manages(standing: Standing, actorId: number, target: MemberTarget) {
  if (standing.isStaff) return true
  return target.userId !== actorId && !isAtLeastLevel(target.level, 'moderator')
}

/** Staff give any level; a moderator the levels below moderator (up to coach). */
function gives(standing: Standing, level: MemberLevel) {
  return standing.isStaff || !isAtLeastLevel(level, 'moderator')
}

export default class WorldPolicy extends BasePolicy {
  /** public and unlisted: anyone, signed in or not; membership: its current members and staff. */
  @allowGuest()
  async view(viewer: WorldViewer | null, world: World): Promise<AuthorizerResponse> {
    if (world.visibility !== 'membership') return true
    if (!viewer) return hidden()
    return sees(world, await standingIn(world, viewer)) ? true : hidden()
  }

  /** Shown in lists (the Learn menu, the dashboard, a course page): public worlds, to everyone. */
  @allowGuest()
  list(_viewer: WorldViewer | null, world: Pick<World, 'visibility'>): AuthorizerResponse {
    return isListed(world)
  }

  /**
   * Joining by oneself (POST /w/:slug/join): anyone signed in who can see the world. So public
   * and unlisted worlds are open to all, and of a membership world only staff join by
   * themselves (its members are in already); everyone else is added by a moderator (addMember).
   */
  async join(viewer: WorldViewer, world: World): Promise<AuthorizerResponse> {
    return this.view(viewer, world)
  }

  /** Leaving: a current member of a world they can see. */
  async leave(viewer: WorldViewer, world: World): Promise<AuthorizerResponse> {
    const standing = await standingIn(world, viewer)
    if (!sees(world, standing)) return hidden()
    return standing.level !== null
  }

  /** The members page (/w/:slug/moderator/members): the world's moderators and staff. */
  async moderate(viewer: WorldViewer, world: World): Promise<AuthorizerResponse> {
    const standing = await standingIn(world, viewer)
    if (!sees(world, standing)) return hidden()
    return moderates(standing)
  }

  /** Adding someone by username (the only way into a membership world): whoever moderates. */
  async addMember(viewer: WorldViewer, world: World): Promise<AuthorizerResponse> {
    return this.moderate(viewer, world)
  }

  /**
   * Giving a level (spec 000 §6.4 ranks): staff give any level to anyone; a moderator gives the
   * levels up to coach, to members below moderator other than themselves. Without a target:
   * whether the viewer may give that level at all (the members page's choices).
   */
  async setLevel(viewer: WorldViewer, world: World, level: MemberLevel, target?: MemberTarget): Promise<AuthorizerResponse> {
    const standing = await standingIn(world, viewer)
    if (!sees(world, standing)) return hidden()
    if (!moderates(standing)) return false
    if (!gives(standing, level)) return false
    return target === undefined || manages(standing, viewer.id, target)
  }

  /** Removing a member: staff anyone; a moderator members below moderator, not themselves. */
  async removeMember(viewer: WorldViewer, world: World, target: MemberTarget): Promise<AuthorizerResponse> {
    const standing = await standingIn(world, viewer)
    if (!sees(world, standing)) return hidden()
    return moderates(standing) && manages(standing, viewer.id, target)
  }
}

/**
 * WorldPolicy.view for callers that hold a user id rather than a User (tutoring, series): the
 * user (for their roles) is loaded only for a membership world.
 */
export async function canViewWorld(world: World, userId: number | null): Promise<boolean> {
  const rolesOf = async (id: number) => {
    const user = await User.find(id)
    return user ? user.roles() : new Set<Role>()
  }
  const viewer: WorldViewer | null = userId === null ? null : { id: userId, roles: () => rolesOf(userId) }
  return (await new WorldPolicy().view(viewer, world)) === true
}

/**
 * WorldPolicy.removeMember over a whole members page at once: the same rule, with the viewer's
 * standing read once rather than once per row (25 rows would be 25 membership queries).
 */
export async function removableMemberIds(viewer: WorldViewer, world: World, targets: readonly MemberTarget[]): Promise<Set<number>> {
  const standing = await standingIn(world, viewer)
  if (!sees(world, standing) || !moderates(standing)) return new Set()
  return new Set(targets.filter((target) => manages(standing, viewer.id, target)).map((target) => target.userId))
}

/**
 * The world home's buttons (WorldPolicy.join, leave and moderate) and the viewer's membership,
 * from one standing read: the same rules, one membership query instead of three.
 */
export async function worldHomeAbilities(viewer: WorldViewer | null, world: World) {
  if (!viewer) return { membership: null, canJoin: false, canLeave: false, canModerate: false }
  const standing = await standingIn(world, viewer)
  const visible = sees(world, standing)
  return {
    membership: standing.membership,
    canJoin: visible && standing.level === null,
    canLeave: visible && standing.level !== null,
    canModerate: visible && moderates(standing),
  }
}

/** The levels the members page offers (WorldPolicy.setLevel without a target), from one standing read. */
export async function grantableLevels(viewer: WorldViewer, world: World): Promise<MemberLevel[]> {
  const standing = await standingIn(world, viewer)
  if (!sees(world, standing) || !moderates(standing)) return []
  return MEMBER_LEVELS.filter((level) => gives(standing, level))
}
