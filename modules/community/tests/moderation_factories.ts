import type { World } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import Post from '../models/post.js'

/* Channels and posts for moderation and post feedback tests (rows only, no community pages needed). */

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

export async function makePost(channel: Channel, userId: number, text = 'A post made for a test.', overrides: Partial<Post> = {}) {
  return Post.create({
    type: 'user-post',
    worldId: channel.worldId,
    channelId: channel.id,
    sessionId: null,
    seriesId: null,
    parentPostId: null,
    userId,
    body: { serialization_method: 'plain_text', content: text },
    excerpt: text.slice(0, 200),
    pinnedScope: null,
    status: 'published',
    attachmentUrls: [],
    payload: {},
    commentCount: 0,
    lastEditedAt: null,
    hiddenAt: null,
    ...overrides,
  })
}

export async function makeComment(post: Post, userId: number, text = 'A comment made for a test.') {
  return makePost({ id: post.channelId, worldId: post.worldId } as Channel, userId, text, { type: 'comment', parentPostId: post.id })
}
