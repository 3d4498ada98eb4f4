import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RichTextContent } from '#modules/rich_text/index'
import type { PostEntry } from '../queries/post_threads.js'
import type { Place } from '../policies/place_rules.js'
import { postHref } from '../post_links.js'

/**
 * A post (or comment) as the browser sees it: the body, the author's shown name (never an e-mail
 * or an age), when it was written and edited, whether it is hidden (its author and moderators
 * still see it), what the viewer may do, and its comments.
 */
export default class PostTransformer extends BaseTransformer<PostEntry> {
  constructor(
    resource: PostEntry,
    protected place: Place
  ) {
    super(resource)
  }

  toObject(): PostItem {
    const { post, author, abilities, comments } = this.resource
    return {
      id: post.id,
      type: post.type,
      body: post.body as RichTextContent,
      excerpt: post.excerpt,
      author: author ?? { id: post.userId, username: '', displayName: 'DELETED USER' },
      createdAt: post.createdAt.toISO()!,
      lastEditedAt: post.lastEditedAt?.toISO() ?? null,
      hidden: post.hiddenAt !== null,
      pinned: post.pinnedScope !== null,
      commentCount: post.commentCount,
      href: postHref(post, this.place),
      abilities,
      comments: comments.map((comment) => new PostTransformer(comment, this.place).toObject()),
    }
  }
}

export type PostItem = {
  id: number
  type: PostEntry['post']['type']
  body: RichTextContent
  excerpt: string
  author: { id: number; username: string; displayName: string }
  createdAt: string
  lastEditedAt: string | null
  hidden: boolean
  pinned: boolean
  commentCount: number
  href: string
  abilities: PostEntry['abilities']
  comments: PostItem[]
}
