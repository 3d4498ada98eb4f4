import { isAtLeastLevel, worldVisibleTo, type World } from '#modules/worlds/index'
import type Channel from '../models/channel.js'
import { moderates, type Standing } from './standing.js'

/*
 * The rules of community's places, pure (a standing in, a yes or no out): ChannelPolicy,
 * ThreadPolicy and PostPolicy ask them, and channel_scope.ts is their SQL twin.
 *
 * spec 000 §6.4 "Channel visibility: public or private; visible to members, or to anyone when
 * public; archived channels hidden unless explicitly included":
 * - a world's public channel: anyone who can see the world;
 * - a world's private channel: its members at or above the channel's world_level, and staff;
 * - a global (world-less) public channel: anyone; a private one: its channel members and staff.
 * Archived channels stay readable by address (read-only); lists leave them out unless asked.
 */
export type ChannelPlace = { kind: 'channel'; channel: Channel; world: World | null }
/** A session's or series' discussion (issue 10 §1): its registrants and hosts, and staff. */
export type ThreadPlace = { kind: 'session' | 'series'; id: number; worldId: number | null; title: string }
export type Place = ChannelPlace | ThreadPlace

export function seesChannel(place: ChannelPlace, standing: Standing) {
  const { channel, world } = place
  if (world && !worldVisibleTo(world, standing)) return false
  if (channel.visibility === 'public' || standing.isStaff) return true
  if (!world) return standing.channelMember
  return standing.level !== null && isAtLeastLevel(standing.level, channel.worldLevel)
}

export function seesPlace(place: Place, standing: Standing) {
  if (place.kind === 'channel') return seesChannel(place, standing)
  return standing.isStaff || standing.participant
}

/**
 * Writing (posts and comments) needs the place, an account not blocked from community, and, in
 * a world, membership (staff excepted): an archived channel takes nothing new, an announcements
 * channel only its moderators' posts (decision).
 */
export function writesIn(place: Place, standing: Standing, what: 'post' | 'comment') {
  if (standing.userId === null || standing.blocked || !seesPlace(place, standing)) return false
  if (place.kind !== 'channel') return true
  const { channel, world } = place
  if (channel.archivedAt !== null) return false
  if (world && standing.level === null && !standing.isStaff) return false
  return what === 'comment' || channel.type !== 'announcements' || moderates(standing)
}

/** Who moderates a place: the world's moderators and staff; a thread's: staff (its hosts lead it). */
export function moderatesPlace(place: Place, standing: Standing) {
  return place.kind === 'channel' ? moderates(standing) : standing.isStaff
}
