import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ModeratedPostRow } from '../queries/moderation.js'

/**
 * A post or comment on a world's moderator pages: its excerpt (never the full body), author's
 * display name, channel, state, and its address in the world.
 */
export default class ModeratedPostTransformer extends BaseTransformer<ModeratedPostRow> {
  constructor(
    resource: ModeratedPostRow,
    protected worldSlug: string
  ) {
    super(resource)
  }

  toObject() {
    const { post, authorName, channelTitle } = this.resource
    return {
      id: post.id,
      isComment: post.parentPostId !== null,
      type: post.type,
      excerpt: post.excerpt,
      authorName,
      channelTitle,
      createdAt: post.createdAt.toISO()!,
      hiddenAt: post.hiddenAt?.toISO() ?? null,
      pinnedScope: post.pinnedScope,
      // A comment opens on its post's page.
      href: `/w/${encodeURIComponent(this.worldSlug)}/p/${post.parentPostId ?? post.id}`,
    }
  }
}
