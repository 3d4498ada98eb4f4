import { DateTime } from 'luxon'
import type { User } from '#modules/identity/index'
import type { World } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import ChannelMember from '../models/channel_member.js'
import Post, { freshPost } from '../models/post.js'
import type { RichTextContent } from '#modules/rich_text/index'
import { locateChannel, type Located } from '../queries/places.js'
import type { ChannelPlace } from '../policies/place_rules.js'

/* Community's test data: channels and posts written directly (no policy), and located places. */
let counter = 0

export async function makeChannel(world: World | null, overrides: Partial<Channel> = {}) {
  counter += 1
  return Channel.create({
    worldId: world?.id ?? null,
    title: `Channel ${counter}`,
    description: '',
    position: counter,
    type: 'discussion',
    visibility: 'public',
    worldLevel: 'member',
    archivedAt: null,
    ...overrides,
  })
}

export async function makeChannelMember(userId: number, channelId: number) {
  return ChannelMember.create({ userId, channelId, enableTextNotifications: false, lastViewedAt: null })
}

export const text = (value: string): RichTextContent => ({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: value }] }] })

/** A document mentioning people (as the editor stores a mention). */
export const mentioning = (value: string, people: Pick<User, 'id' | 'username' | 'displayName'>[]): RichTextContent => ({
  serialization_method: 'slate_json_v1',
  content: [
    {
      type: 'paragraph',
      children: [{ text: value }, ...people.flatMap((person) => [{ type: 'mention' as const, userId: person.id, username: person.username, displayName: person.displayName, children: [{ text: '' }] as [{ text: string }] }, { text: ' ' }])],
    },
  ],
})

/** A post (or, with parent, a comment) in a channel, in a session thread or in a series thread. */
export async function makePost(
  author: Pick<User, 'id'>,
  where: { channel: Channel } | { sessionId: number; worldId: number } | { seriesId: number; worldId: number },
  overrides: Partial<Post> & { parent?: Post } = {}
) {
  const { parent, ...rest } = overrides
  const body = rest.body ?? text(`Post ${++counter}`)
  const place =
    'channel' in where
      ? { worldId: where.channel.worldId, channelId: where.channel.id, sessionId: null, seriesId: null }
      : 'sessionId' in where
        ? { worldId: where.worldId, channelId: null, sessionId: where.sessionId, seriesId: null }
        : { worldId: where.worldId, channelId: null, sessionId: null, seriesId: where.seriesId }
  const post = await Post.create({
    ...freshPost({ ...place, type: parent ? 'comment' : 'user-post', userId: author.id, parentPostId: parent?.id ?? null, body }),
    ...rest,
  })
  if (parent) await Post.query().where('id', parent.id).increment('comment_count', 1)
  return post
}

export const hiddenNow = () => DateTime.utc()

/** The channel located for a viewer (the way the controllers read it). */
export async function located(world: World | null, channel: Channel, viewer: User | null): Promise<Located<ChannelPlace>> {
  const found = await locateChannel(world, channel.id, viewer)
  if (!found) throw new Error('channel not found')
  return found
}
