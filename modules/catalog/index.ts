/*
 * Public surface of the catalog context (courses, topics, topic follows, certification state).
 */
export { default as Course } from './models/course.js'
export { default as Topic, TOPIC_TYPES, type TopicType } from './models/topic.js'
export { default as TopicFollow } from './models/topic_follow.js'
export { default as CertificationRequest } from './models/certification_request.js'
