import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { User } from '#modules/identity/index'
import Post from '../models/post.js'
import PostPolicy from '../policies/post_policy.js'
import { moderatesPlace } from '../policies/place_rules.js'
import type { Located } from './places.js'

/*
 * Posts of a place with their comments, authors and what the viewer may do with each: three
 * queries whatever the number of posts (posts, comments, authors).
 */
export type Author = { id: number; username: string; displayName: string }
export type PostAbilities = { canEdit: boolean; editBlocked: boolean; canDelete: boolean; canComment: boolean; canReport: boolean }
export type PostEntry = { post: Post; author: Author | null; abilities: PostAbilities; comments: PostEntry[] }
export type PostPage = { entries: PostEntry[]; page: number; hasMore: boolean }

/** What a list shows of a post: no updated_at, payload or attachment_urls (fewer values to hydrate). */
const LIST_COLUMNS = [
  'id', 'type', 'world_id', 'channel_id', 'session_id', 'series_id', 'parent_post_id', 'user_id',
  'body', 'excerpt', 'pinned_scope', 'status', 'comment_count', 'last_edited_at', 'hidden_at', 'created_at',
].map((column) => `posts.${column}`)

/** Comments shown under each post in a list (the post page shows them all). */
export const COMMENTS_PER_POST = 20

/** Published posts the viewer may see in this place (hidden ones: their authors and moderators). */
export function visiblePosts(located: Located): ModelQueryBuilderContract<typeof Post, Post> {
  const query = Post.query().where('posts.status', 'published')
  const { place, standing } = located
  if (place.kind === 'channel') query.where('posts.channel_id', place.channel.id)
  else query.where(place.kind === 'session' ? 'posts.session_id' : 'posts.series_id', place.id)
  if (!moderatesPlace(place, standing)) {
    query.where((q) => {
      q.whereNull('posts.hidden_at')
      if (standing.userId !== null) q.orWhere('posts.user_id', standing.userId)
    })
  }
  return query
}

/** Pinned posts heading a place's first page, at most. */
export const PINNED_PER_PAGE = 10

/**
 * A page of the place's posts, newest first (one more row tells whether an older page exists).
 * The first page starts with the pinned ones (pinned by a moderator to this channel or to the
 * whole world); they are read apart (a partial index) rather than sorted in, which would sort
 * every post of the channel on each view.
 */
export async function postPage(located: Located, page: number, perPage: number): Promise<{ posts: Post[]; hasMore: boolean }> {
  const topLevel = () => visiblePosts(located).select(LIST_COLUMNS).whereNull('posts.parent_post_id')
  const [pinned, rows] = await Promise.all([
    page === 1
      ? topLevel().whereNotNull('posts.pinned_scope').orderBy('posts.created_at', 'desc').limit(PINNED_PER_PAGE)
      : Promise.resolve([] as Post[]),
    topLevel()
      .whereNull('posts.pinned_scope')
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.id', 'desc')
      .offset((page - 1) * perPage)
      .limit(perPage + 1),
  ])
  return { posts: [...pinned, ...rows.slice(0, perPage)], hasMore: rows.length > perPage }
}

/** The latest `perPost` visible comments of each post (all when null), oldest first. */
async function commentsOf(located: Located, postIds: number[], perPost: number | null): Promise<Post[]> {
  if (postIds.length === 0) return []
  const base = visiblePosts(located).select(LIST_COLUMNS).whereIn('posts.parent_post_id', postIds)
  if (perPost === null) return base.orderBy('posts.created_at', 'asc').orderBy('posts.id', 'asc')
  const ranked = base
    .select(db.raw('ROW_NUMBER() OVER (PARTITION BY posts.parent_post_id ORDER BY posts.created_at DESC, posts.id DESC) AS comment_rank'))
    .as('ranked')
  const rows = await db.from(ranked).where('comment_rank', '<=', perPost).orderBy('created_at', 'asc').orderBy('id', 'asc')
  return Post.$createMultipleFromAdapterResult(rows)
}

export async function authorsOf(posts: Post[]): Promise<Map<number, Author>> {
  const ids = [...new Set(posts.map((post) => post.userId))]
  if (ids.length === 0) return new Map()
  const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', ids).select('id', 'username', 'name', 'date_of_birth', 'deleted_at')
  return new Map(users.map((user) => [user.id, { id: user.id, username: user.username, displayName: user.displayName }]))
}

/** What the viewer may do with each post: PostPolicy's rules over the standing already read. */
function abilitiesOf(viewer: User | null, post: Post, located: Located): PostAbilities {
  if (!viewer) return { canEdit: false, editBlocked: false, canDelete: false, canComment: false, canReport: false }
  const policy = new PostPolicy()
  const edit = policy.edit(viewer, post, located)
  return {
    canEdit: edit === true,
    editBlocked: post.userId === viewer.id && edit !== true,
    canDelete: policy.delete(viewer, post, located) === true,
    canComment: policy.comment(viewer, post, located) === true,
    // Reports go to safety's route, which checks again that the reporter may see the post.
    canReport: post.userId !== viewer.id,
  }
}

/** Posts with their comments (the latest `perPost`, or all), authors and abilities. */
export async function withComments(posts: Post[], located: Located, viewer: User | null, perPost: number | null = COMMENTS_PER_POST): Promise<PostEntry[]> {
  const comments = await commentsOf(located, posts.map((post) => post.id), perPost)
  const authors = await authorsOf([...posts, ...comments])
  const entry = (post: Post): PostEntry => ({ post, author: authors.get(post.userId) ?? null, abilities: abilitiesOf(viewer, post, located), comments: [] })
  const byParent = new Map<number, PostEntry[]>()
  for (const comment of comments) byParent.set(comment.parentPostId!, [...(byParent.get(comment.parentPostId!) ?? []), entry(comment)])
  return posts.map((post) => ({ ...entry(post), comments: byParent.get(post.id) ?? [] }))
}
