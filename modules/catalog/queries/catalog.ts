import db from '@adonisjs/lucid/services/db'
import Course from '../models/course.js'
import Topic from '../models/topic.js'
import TopicFollow from '../models/topic_follow.js'
import CertificationRequest from '../models/certification_request.js'

/*
 * Reads of the catalog (spec 001 §3.3 course, topic, topic_follow).
 */

/** A course by slug (soft-deleted courses are gone), or null. */
export async function findCourseBySlug(slug: string): Promise<Course | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 80) return null
  return Course.query().where('slug', slug).first()
}

export type ListTopicsOptions = {
  courseId?: number
  /** Inactive topics are left out unless asked for. */
  includeInactive?: boolean
}

/** Topics (not soft-deleted), by course weight, topic weight and name. */
export async function listTopics(options: ListTopicsOptions = {}): Promise<Topic[]> {
  const query = Topic.query()
    .join('courses', 'courses.id', 'topics.course_id')
    .whereNull('courses.deleted_at')
    .select('topics.*')
    .orderBy('courses.weight', 'asc')
    .orderBy('topics.course_id', 'asc')
    .orderBy('topics.weight', 'asc')
    .orderBy('topics.name', 'asc')
  if (options.courseId !== undefined) query.where('topics.course_id', options.courseId)
  if (!options.includeInactive) query.where('topics.active', true)
  return query
}

/** A topic (not soft-deleted) of a course that is not deleted either, by id, or null. */
export async function findTopic(topicId: number): Promise<Topic | null> {
  if (!Number.isSafeInteger(topicId) || topicId <= 0) return null
  return Topic.query()
    .where('topics.id', topicId)
    .whereHas('course', (course) => course.whereNull('courses.deleted_at'))
    .first()
}

/**
 * spec 000 §6.4 / 001 §5.4: a user can tutor a topic if it is an active challenge topic, or if
 * they hold an approved certification for it (certification_request with approved_at set, not
 * soft-deleted). A soft-deleted topic is never tutorable.
 */
export async function canTutorTopic(userId: number, topicId: number): Promise<boolean> {
  if (!Number.isSafeInteger(topicId) || topicId <= 0) return false
  const topic = await Topic.find(topicId)
  if (!topic) return false
  if (topic.type === 'challenge' && topic.active) return true
  const approved = await CertificationRequest.query()
    .where('user_id', userId)
    .where('topic_id', topicId)
    .whereNotNull('approved_at')
    .whereNull('deleted_at')
    .first()
  return approved !== null
}

/**
 * Every topic the user can tutor (the session form's choices): active challenge topics plus the
 * topics of their approved certifications; with the course preloaded.
 */
export async function tutorableTopics(userId: number): Promise<Topic[]> {
  const certified = CertificationRequest.query()
    .where('user_id', userId)
    .whereNotNull('approved_at')
    .whereNull('deleted_at')
    .select('topic_id')
  return Topic.query()
    .join('courses', 'courses.id', 'topics.course_id')
    .whereNull('courses.deleted_at')
    .where((query) => {
      query.where((open) => open.where('topics.type', 'challenge').where('topics.active', true)).orWhereIn('topics.id', certified)
    })
    .select('topics.*')
    .preload('course')
    .orderBy('courses.weight', 'asc')
    .orderBy('topics.course_id', 'asc')
    .orderBy('topics.weight', 'asc')
    .orderBy('topics.name', 'asc')
}

/** The topics a user follows, as a query selecting `topic_id` (a subquery or one branch of a union). */
export function followedTopicIdsQuery(userId: number) {
  return db.from('topic_follows').where('user_id', userId).select('topic_id')
}

/** Ids of the topics a user follows, among the given ones (all when omitted). */
export async function followedTopicIds(userId: number, topicIds?: number[]): Promise<Set<number>> {
  const query = TopicFollow.query().where('user_id', userId).select('topic_id')
  if (topicIds) {
    if (topicIds.length === 0) return new Set()
    query.whereIn('topic_id', topicIds)
  }
  const rows = await query
  return new Set(rows.map((row) => row.topicId))
}

/** Every course with its number of active topics (`$extras.topics_count`), by weight then name, paginated. */
export async function listCourses(page: number, perPage = 60) {
  const paginator = await Course.query()
    .withCount('topics', (topics) => topics.where('active', true).whereNull('deleted_at'))
    .orderBy('weight', 'asc')
    .orderBy('name', 'asc')
    .paginate(page, perPage)
  return { courses: paginator.all(), meta: { total: paginator.total, currentPage: paginator.currentPage, lastPage: paginator.lastPage } }
}
