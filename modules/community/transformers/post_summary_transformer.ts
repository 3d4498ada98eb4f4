import { BaseTransformer } from '@adonisjs/core/transformers'
import type Post from '../models/post.js'
import type { Author } from '../queries/post_threads.js'

export type PostSummary = { post: Post; author: Author | null; href: string; placeTitle: string }

/** A post in a feed (world feed, /community): its excerpt, author, place and link. */
export default class PostSummaryTransformer extends BaseTransformer<PostSummary> {
  toObject() {
    const { post, author, href, placeTitle } = this.resource
    return {
      id: post.id,
      type: post.type,
      excerpt: post.excerpt,
      authorName: author?.displayName ?? 'DELETED USER',
      createdAt: post.createdAt.toISO()!,
      commentCount: post.commentCount,
      href,
      placeTitle,
    }
  }
}
