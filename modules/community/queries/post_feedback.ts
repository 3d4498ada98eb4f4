import db from '@adonisjs/lucid/services/db'
import { displayNamesOf } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import Channel from '../models/channel.js'
import Post from '../models/post.js'
import PostFeedback from '../models/post_feedback.js'

/* Reads of post feedback: the staff Comments page, the author's view, the featured list. */

export const REVIEW_FILTERS = ['all', 'unreviewed', 'reviewed', 'featured'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]
export const REVIEW_KINDS = ['all', 'posts', 'comments'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]
export const POSTS_FOR_REVIEW_PER_PAGE = 20

export type FeedbackRow = { feedback: PostFeedback; reviewerName: string; featured: boolean }
export type ReviewRow = { post: Post; authorName: string; place: string; href: string | null; feedback: FeedbackRow[] }

/** A published post or comment anywhere (the Comments page reviews them all), or null. */
export async function findPostForFeedback(postId: number): Promise<Post | null> {
  if (!Number.isSafeInteger(postId) || postId < 1) return null
  return Post.query().where('id', postId).where('status', 'published').first()
}

export async function findPostFeedback(feedbackId: number): Promise<PostFeedback | null> {
  if (!Number.isSafeInteger(feedbackId) || feedbackId < 1) return null
  return PostFeedback.find(feedbackId)
}

/** Where a post lives, as a label and a link (a comment links to its post). */
async function placesOf(posts: Post[]) {
  const worldIds = [...new Set(posts.map((post) => post.worldId).filter((id): id is number => id !== null))]
  const channelIds = [...new Set(posts.map((post) => post.channelId).filter((id): id is number => id !== null))]
  const [worlds, channels] = await Promise.all([
    worldIds.length ? World.query().whereIn('id', worldIds).select('id', 'slug', 'title') : Promise.resolve([]),
    channelIds.length ? Channel.query().whereIn('id', channelIds).select('id', 'title') : Promise.resolve([]),
  ])
  const worldOf = new Map(worlds.map((world) => [world.id, world]))
  const channelTitle = new Map(channels.map((channel) => [channel.id, channel.title]))
  return (post: Post) => {
    const target = post.parentPostId ?? post.id
    if (post.sessionId !== null) return { place: 'Session discussion', href: `/session/${post.sessionId}` }
    if (post.seriesId !== null) return { place: 'Series discussion', href: `/series/${post.seriesId}` }
    const world = post.worldId === null ? undefined : worldOf.get(post.worldId)
    const channel = post.channelId === null ? undefined : channelTitle.get(post.channelId)
    const place = [world?.title, channel].filter(Boolean).join(' · ') || 'Community'
    return { place, href: world ? `/w/${world.slug}/p/${target}` : null }
  }
}

/** Every feedback on these posts with its reviewer's name and whether it is featured (three queries). */
async function feedbackOn(postIds: number[]): Promise<Map<number, FeedbackRow[]>> {
  const byPost = new Map<number, FeedbackRow[]>()
  if (postIds.length === 0) return byPost
  const feedback = await PostFeedback.query().whereIn('post_id', postIds).orderBy('id', 'asc')
  const featuredRows = feedback.length ? await db.from('post_feedback_featured').whereIn('post_feedback_id', feedback.map((row) => row.id)).select('post_feedback_id') : []
  const featured = new Set(featuredRows.map((row) => Number(row.post_feedback_id)))
  const names = await displayNamesOf(feedback.map((row) => row.reviewerUserId))
  for (const row of feedback) {
    const list = byPost.get(row.postId) ?? []
    list.push({ feedback: row, reviewerName: names.get(row.reviewerUserId) ?? 'DELETED USER', featured: featured.has(row.id) })
    byPost.set(row.postId, list)
  }
  return byPost
}

/** The Comments page: recent published posts and comments, newest first, filtered, with their feedback. */
export async function postsForReview(filters: { filter: ReviewFilter; kind: ReviewKind; page: number }) {
  const query = Post.query().where('status', 'published')
  if (filters.kind === 'posts') query.whereNull('parent_post_id')
  if (filters.kind === 'comments') query.whereNotNull('parent_post_id')
  const withFeedback = db.from('post_feedback').select('post_id')
  if (filters.filter === 'unreviewed') query.whereNotIn('id', withFeedback)
  if (filters.filter === 'reviewed') query.whereIn('id', withFeedback)
  if (filters.filter === 'featured') {
    query.whereIn('id', db.from('post_feedback').join('post_feedback_featured', 'post_feedback_featured.post_feedback_id', 'post_feedback.id').select('post_feedback.post_id'))
  }
  const paginator = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(filters.page, POSTS_FOR_REVIEW_PER_PAGE)
  const posts = paginator.all()
  const [names, place, feedback] = await Promise.all([displayNamesOf(posts.map((post) => post.userId)), placesOf(posts), feedbackOn(posts.map((post) => post.id))])
  const rows: ReviewRow[] = posts.map((post) => ({
    post,
    authorName: names.get(post.userId) ?? 'DELETED USER',
    ...place(post),
    feedback: feedback.get(post.id) ?? [],
  }))
  return { rows, meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage } }
}

/** The feedback an author may read on their own posts (rating and note; the transformer drops the internal note). */
export async function feedbackForAuthor(authorId: number, postIds: number[]): Promise<PostFeedback[]> {
  if (postIds.length === 0) return []
  return PostFeedback.query().where('user_id', authorId).whereIn('post_id', postIds).orderBy('id', 'asc')
}

/** Featured feedback, newest featured first (issue 11's /stories reads it). */
export async function featuredPostFeedback(limit = 20): Promise<PostFeedback[]> {
  return PostFeedback.query()
    .join('post_feedback_featured', 'post_feedback_featured.post_feedback_id', 'post_feedback.id')
    .select('post_feedback.*')
    .orderBy('post_feedback_featured.created_at', 'desc')
    .orderBy('post_feedback_featured.id', 'desc')
    .limit(limit)
}
