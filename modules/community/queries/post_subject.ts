import { LIKE, likePattern } from '#app/support/database/values'
import type { SubjectPerson, SubjectViewer } from '#kernel/subjects'
import { User } from '#modules/identity/index'
import Post from '../models/post.js'
import { seesPost } from '../policies/post_policy.js'
import { postHref } from '../post_links.js'
import { locatePost, type Located } from './places.js'

/** Subject titles are the post's first 120 characters (interfaces.md). */
const TITLE_LENGTH = 120

/** The post (and, for a comment, its parent) as this viewer may see it, with its place; else null. */
async function visiblePost(id: number, viewer: SubjectViewer): Promise<{ post: Post; located: Located } | null> {
  const post = await Post.find(id)
  if (!post) return null
  const user = viewer ? await User.find(viewer.id) : null
  const located = await locatePost(post, user)
  if (!located || !seesPost(post, located.place, located.standing)) return null
  if (post.parentPostId !== null) {
    const parent = await Post.find(post.parentPostId)
    if (!parent || !seesPost(parent, located.place, located.standing)) return null
  }
  return { post, located }
}

/** `{ type: 'post', id }` → the excerpt and the post's address, when the viewer may see it. */
export async function resolvePost(id: number, viewer: SubjectViewer) {
  const found = await visiblePost(id, viewer)
  if (!found) return null
  const title = found.post.excerpt.length > TITLE_LENGTH ? `${found.post.excerpt.slice(0, TITLE_LENGTH - 1)}…` : found.post.excerpt
  return { title: title || 'A post', href: postHref(found.post, found.located.place) }
}

/** Mentions in a thread: its author and commenters whose username or shown name contains the query. */
export async function threadPeople(id: number, viewer: SubjectViewer, query: string, limit: number): Promise<SubjectPerson[] | null> {
  const found = await visiblePost(id, viewer)
  if (!found) return null
  const rootId = found.post.parentPostId ?? found.post.id
  const people = Post.query().where((q) => q.where('id', rootId).orWhere('parent_post_id', rootId)).where('status', 'published').select('user_id')
  const needle = query.toLowerCase()
  const users = await User.query()
    .whereIn('id', people)
    .where((match) => match.whereRaw(`lower(username) ${LIKE}`, [likePattern(query)]).orWhereRaw(`lower(name) ${LIKE}`, [likePattern(query)]))
    .orderBy('id')
    .limit(limit * 5)
  return users
    .filter((user) => user.username.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle))
    .slice(0, limit)
    .map((user) => ({ userId: user.id, username: user.username, displayName: user.displayName }))
}
