import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { User, ageBucket, isAdmin } from '#modules/identity/index'
import { Topic, canTutorTopic, listTopics, tutorableTopics } from '#modules/catalog/index'
import { World, memberLevel, memberWorldIdsQuery } from '#modules/worlds/index'
import { Post } from '#modules/community/index'
import { canHostMinors } from '#modules/assurance/index'
import { bucketsCompatible, isTutor, type AgeBucket } from '#modules/tutoring/index'
import LiveHelpRequest from '../models/live_help_request.js'
import { MAX_OTHERS, PER_PAGE, seesAsTutor, type LiveHelpStatus, type TutorFacts } from '../rules.js'

/** A request with what its readers are shown (names as identity's display names, never an e-mail). */
export type RequestRow = {
  request: LiveHelpRequest
  learnerName: string
  tutorName: string | null
  topicName: string
  worldTitle: string
  /** The question's text; null when a moderator hid the post. */
  question: string | null
}

/** The facts of mayPickUp / seesAsTutor for this person and request. */
export async function tutorFacts(user: User, request: Pick<LiveHelpRequest, 'userId' | 'worldId' | 'topicId'>): Promise<TutorFacts> {
  const roles = await user.roles()
  const tutor = isTutor(roles)
  const learner = await User.find(request.userId)
  const learnerRoles = learner ? await learner.roles() : new Set<string>()
  const ageCompatible = learner !== null && bucketsCompatible(ageBucket(learner.dateOfBirth) as AgeBucket | null, ageBucket(user.dateOfBirth) as AgeBucket | null, learnerRoles as ReadonlySet<string>)
  return {
    userId: user.id,
    isTutor: tutor,
    canTutorTopic: tutor && (await canTutorTopic(user.id, request.topicId)),
    memberOfWorld: (await memberLevel(user.id, request.worldId)) !== null,
    canHostMinors: await canHostMinors(user.id),
    ageCompatible,
  }
}

export async function isStaff(user: User) {
  return isAdmin(await user.roles())
}

function whereStatus(query: ModelQueryBuilderContract<typeof LiveHelpRequest>, status: LiveHelpStatus) {
  if (status === 'canceled') return query.whereNotNull('canceled_at')
  if (status === 'completed') return query.whereNull('canceled_at').whereNotNull('completed_at')
  query.whereNull('canceled_at').whereNull('completed_at')
  return status === 'open' ? query.whereNull('tutor_user_id') : query.whereNotNull('tutor_user_id')
}

/** The latest date of birth of an adult today (tutoring's age rule in SQL). */
const adultCutoff = () => DateTime.utc().startOf('day').minus({ years: 18 }).toISODate()!
const minorUserIds = () => db.from('users').where('date_of_birth', '>', adultCutoff()).select('id')
const isAdultUser = (user: User) => ['age:18-to-under-21', 'age:21-plus'].includes(ageBucket(user.dateOfBirth) ?? '')

export type ListScope = { kind: 'mine' } | { kind: 'tutor'; user: User } | { kind: 'all' }

/**
 * One page of requests, with a status or any. `mine`: the learner's own. `tutor`: the requests a tutor sees
 * (seesAsTutor in SQL: worlds they are a member of, topics they can tutor, not their own, and —
 * for a tutor under 18 — only learners under 18, the SQL twin of tutoring's age rule for the usual
 * learner; the policy re-checks one request with the full rule). `all`: staff.
 */
export async function listRequests(viewerId: number, scope: ListScope, filters: { status: LiveHelpStatus | null; worldId: number | null; page: number }) {
  const query = LiveHelpRequest.query()
  if (filters.status) whereStatus(query, filters.status)
  if (filters.worldId !== null) query.where('world_id', filters.worldId)
  if (scope.kind === 'mine') query.where('user_id', viewerId)
  if (scope.kind === 'tutor') {
    const roles = await scope.user.roles()
    if (!isTutor(roles)) query.whereRaw('1 = 0')
    const tutorable = await tutorableTopics(viewerId)
    const topicIds = tutorable.map((topic) => topic.id)
    query
      .whereNot('user_id', viewerId)
      .whereIn('topic_id', topicIds.length > 0 ? topicIds : [0])
      .whereIn('world_id', memberWorldIdsQuery(viewerId))
    if (!isAdultUser(scope.user)) query.whereIn('user_id', minorUserIds())
  }
  const page = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').paginate(filters.page, PER_PAGE)
  return { rows: await describe(page.all()), meta: { total: page.total, currentPage: page.currentPage, lastPage: page.lastPage } }
}

/** A learner's current request (spec 001 §4.3; the unique index keeps at most one). */
export async function currentRequestOf(userId: number) {
  return LiveHelpRequest.query().where('user_id', userId).whereNull('canceled_at').whereNull('completed_at').orderBy('created_at', 'desc').orderBy('id', 'desc').first()
}

/** Names, topics, worlds and question texts for a page of requests: five queries whatever its size. */
export async function describe(requests: LiveHelpRequest[]): Promise<RequestRow[]> {
  if (requests.length === 0) return []
  const userIds = [...new Set(requests.flatMap((r) => (r.tutorUserId ? [r.userId, r.tutorUserId] : [r.userId])))]
  const [users, topics, worlds, posts] = await Promise.all([
    User.query().whereIn('id', userIds),
    Topic.query().whereIn('id', [...new Set(requests.map((r) => r.topicId))]),
    World.query().whereIn('id', [...new Set(requests.map((r) => r.worldId))]),
    Post.query().whereIn('id', requests.map((r) => r.postId)),
  ])
  const names = new Map(users.map((user) => [user.id, user.displayName]))
  const topicNames = new Map(topics.map((topic) => [topic.id, topic.name]))
  const worldTitles = new Map(worlds.map((world) => [world.id, world.title]))
  const texts = new Map(posts.map((post) => [post.id, post.hiddenAt || post.status !== 'published' ? null : post.body.serialization_method === 'plain_text' ? post.body.content : post.excerpt]))
  return requests.map((request) => ({
    request,
    learnerName: names.get(request.userId) ?? '',
    tutorName: request.tutorUserId ? (names.get(request.tutorUserId) ?? null) : null,
    topicName: topicNames.get(request.topicId) ?? '',
    worldTitle: worldTitles.get(request.worldId) ?? '',
    question: texts.get(request.postId) ?? null,
  }))
}

/** The ask form's choices: the worlds the person belongs to that have a course, with its active topics. */
export async function askOptions(userId: number) {
  const worlds = await World.query()
    .whereIn('id', memberWorldIdsQuery(userId))
    .whereNotNull('course_id')
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
  const options = []
  for (const world of worlds) {
    const topics = await listTopics({ courseId: world.courseId! })
    if (topics.length > 0) options.push({ id: world.id, slug: world.slug, title: world.title, topics: topics.map((topic) => ({ id: topic.id, name: topic.name })) })
  }
  return options
}

/**
 * Up to MAX_OTHERS other open requests of the same world and topic, oldest first, that this tutor
 * may take (rules.seesAsTutor for each: the age rule is per learner).
 */
export async function sameQuestionOthers(request: LiveHelpRequest, tutor: User): Promise<LiveHelpRequest[]> {
  const candidates = await LiveHelpRequest.query()
    .where('world_id', request.worldId)
    .where('topic_id', request.topicId)
    .whereNot('id', request.id)
    .whereNot('user_id', tutor.id)
    .whereNull('tutor_user_id')
    .whereNull('canceled_at')
    .whereNull('completed_at')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_OTHERS * 2)
  const kept: LiveHelpRequest[] = []
  for (const candidate of candidates) {
    if (kept.length === MAX_OTHERS) break
    if (seesAsTutor(await tutorFacts(tutor, candidate), candidate)) kept.push(candidate)
  }
  return kept
}

/**
 * For the tutor tab: how many open requests wait per world and topic (other than the tutor's own,
 * with the same age condition as the list), keyed `worldId:topicId`. One grouped query.
 */
export async function waitingCounts(tutor: User, pairs: Array<{ worldId: number; topicId: number }>): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (pairs.length === 0) return counts
  const query = db
    .from('live_help_requests')
    .whereIn('world_id', [...new Set(pairs.map((pair) => pair.worldId))])
    .whereIn('topic_id', [...new Set(pairs.map((pair) => pair.topicId))])
    .whereNot('user_id', tutor.id)
    .whereNull('tutor_user_id')
    .whereNull('canceled_at')
    .whereNull('completed_at')
    .groupBy('world_id', 'topic_id')
    .select('world_id', 'topic_id')
    .count('* as total')
  if (!isAdultUser(tutor)) query.whereIn('user_id', minorUserIds())
  for (const row of await query) counts.set(`${row.world_id}:${row.topic_id}`, Number(row.total))
  return counts
}
