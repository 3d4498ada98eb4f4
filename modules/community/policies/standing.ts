import { isAdmin, type User } from '#modules/identity/index'
import { isAtLeastLevel, type MemberLevel } from '#modules/worlds/index'

/*
 * Where a viewer stands in one place of community (a world's channel, a session or series
 * thread): what every rule of ChannelPolicy, ThreadPolicy and PostPolicy reads. Loaders read it
 * with the thing itself (queries/places.ts), so a page asks the database once.
 */
export type Standing = {
  userId: number | null
  /** Staff (admin:basic) see and moderate everything (spec 000 §6.3). */
  isStaff: boolean
  /** blocked:community: may read, never post, comment or edit (issue 10 §1). */
  blocked: boolean
  /** The viewer's level in the place's world (null: not a member, or left). */
  level: MemberLevel | null
  /** A channel_member row (a private global channel's members). */
  channelMember: boolean
  /** A session's registrant or approved host, or a series' (threads). */
  participant: boolean
}

export const VISITOR: Standing = { userId: null, isStaff: false, blocked: false, level: null, channelMember: false, participant: false }

/** Roles-derived half of a standing; the place's loader fills level, channelMember and participant. */
export async function baseStanding(user: Pick<User, 'id' | 'roles'> | null): Promise<Standing> {
  if (!user) return VISITOR
  const roles = await user.roles()
  return { ...VISITOR, userId: user.id, isStaff: isAdmin(roles), blocked: roles.has('blocked:community') }
}

/** spec 000 §6.4 ranks: moderators of the world and staff moderate its community. */
export function moderates(standing: Standing) {
  return standing.isStaff || (standing.level !== null && isAtLeastLevel(standing.level, 'moderator'))
}
