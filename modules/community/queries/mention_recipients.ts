import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import type Post from '../models/post.js'
import { seesPost } from '../policies/post_policy.js'
import type { Place } from '../policies/place_rules.js'
import { locateChannel, locateSeriesThread, locateSessionThread } from './places.js'

/** At most this many people are told about one post's mentions (a wall of @names notifies no one more). */
export const MAX_MENTION_NOTIFICATIONS = 20

async function standingFor(place: Place, user: User) {
  if (place.kind === 'channel') {
    const world = place.world ?? (place.channel.worldId ? await World.find(place.channel.worldId) : null)
    const located = await locateChannel(world, place.channel.id, user)
    return located?.standing ?? null
  }
  const located = place.kind === 'session' ? await locateSessionThread(place.id, user) : await locateSeriesThread(place.id, user)
  return located?.standing ?? null
}

/** The mentioned people who may see the post (issue 10 §1: mentions notify the mentioned person). */
export async function mentionRecipients(post: Pick<Post, 'status' | 'hiddenAt' | 'userId'>, place: Place, userIds: number[]): Promise<number[]> {
  const candidates = userIds.filter((id) => id !== post.userId).slice(0, MAX_MENTION_NOTIFICATIONS)
  if (candidates.length === 0) return []
  const users = await User.query().whereIn('id', candidates)
  const allowed: number[] = []
  for (const user of users) {
    const standing = await standingFor(place, user)
    if (standing && seesPost(post, place, standing)) allowed.push(user.id)
  }
  return allowed
}
