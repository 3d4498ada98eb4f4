import { DateTime } from 'luxon'
import Course from '../models/course.js'
import Topic, { type TopicType } from '../models/topic.js'
import CertificationRequest from '../models/certification_request.js'

let counter = 0

function unique(prefix: string) {
  counter += 1
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
}

/** A course of its own for one test (unique slug). */
export async function makeCourse(overrides: Partial<Course> = {}) {
  const slug = unique('c')
  return Course.create({ slug, name: `Course ${slug}`, domain: 'Math', weight: 0, ...overrides })
}

export async function makeTopic(courseId: number, type: TopicType, overrides: Partial<Topic> = {}) {
  return Topic.create({ courseId, name: unique(`${type} topic `), type, description: '', weight: 0, active: true, ...overrides })
}

export type CertState = 'approved' | 'rejected' | 'unreviewed'

export async function makeCertification(userId: number, topicId: number, state: CertState) {
  return CertificationRequest.create({
    userId,
    topicId,
    type: 'video',
    approvedAt: state === 'approved' ? DateTime.utc() : null,
    rejectedAt: state === 'rejected' ? DateTime.utc() : null,
    readyForReviewAt: DateTime.utc(),
  })
}
