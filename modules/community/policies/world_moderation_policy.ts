import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { WorldPolicy, type World, type WorldViewer } from '#modules/worlds/index'

/*
 * Who moderates a world's community (issue 10 §2, /w/:worldSlug/moderator/*). Decision: the same
 * people who manage its members (WorldPolicy.moderate): the world's members at level moderator
 * and staff (admin:basic, spec 000 §6.3), so the moderator tabs open for exactly one group. A
 * membership world the viewer cannot see answers 404. Moderation reaches the world's channel
 * posts and comments and its channels; session and series discussions are staff's (community core).
 */
const elsewhere = () => AuthorizationResponse.deny('Not found', 404)

export default class WorldModerationPolicy extends BasePolicy {
  /** The moderator pages of the world. */
  async moderate(viewer: WorldViewer, world: World): Promise<AuthorizerResponse> {
    return new WorldPolicy().moderate(viewer, world)
  }

  /** Hide, unhide, pin, unpin, review reports: a post or comment of one of the world's channels. */
  async moderatePost(viewer: WorldViewer, world: World, post: { worldId: number | null; channelId: number | null }): Promise<AuthorizerResponse> {
    if (post.worldId !== world.id || post.channelId === null) return elsewhere()
    return this.moderate(viewer, world)
  }

  /** Edit, archive, reorder: a channel of the world (global channels are staff's, not a world's). */
  async manageChannel(viewer: WorldViewer, world: World, channel: { worldId: number | null }): Promise<AuthorizerResponse> {
    if (channel.worldId !== world.id) return elsewhere()
    return this.moderate(viewer, world)
  }
}
