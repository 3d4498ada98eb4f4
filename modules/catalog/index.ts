/*
 * Public surface of the catalog context (courses, topics, topic follows, certification state).
 */
import { registerNavEntry } from '#kernel/navigation'
import { registerOptionSource } from '#modules/forms/index'
import { TOPICS_OPTION_SOURCE } from '#modules/forms/shared/index'
import { topicOptionSource } from './queries/topic_options.js'

export { default as Course } from './models/course.js'
export { default as Topic, TOPIC_TYPES, TOPIC_TYPE_LABELS, type TopicType } from './models/topic.js'
export { default as TopicFollow } from './models/topic_follow.js'
export { default as CertificationRequest } from './models/certification_request.js'
export {
  canTutorTopic,
  tutorableTopics,
  findCourseBySlug,
  findTopic,
  listTopics,
  listCourses,
  followedTopicIds,
  followedTopicIdsQuery,
  type ListTopicsOptions,
} from './queries/catalog.js'
export { followTopic } from './actions/follow_topic.js'
export { unfollowTopic } from './actions/unfollow_topic.js'
export { default as CourseTransformer } from './transformers/course_transformer.js'

/* The course index, in the footer's Tutoring column (spec 000 §2.2 /course/all). */
registerNavEntry({ menu: 'footer', group: 'Tutoring', label: 'All courses', href: '/course/all', audience: 'everyone', order: 23 })

/* The reference form's select-async block searches topics (modules/forms). */
registerOptionSource(TOPICS_OPTION_SOURCE, topicOptionSource)
