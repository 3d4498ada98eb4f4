import { CertificationRequest, Course, Topic, listTopics } from '#modules/catalog/index'
import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime, iso } from '#app/support/database/values'
import { topicCertificationStatus } from '../shared/index.js'
import { requestFacts } from './certifications.js'
import CertificationProfile from '../models/certification_profile.js'

export type TranscriptTopic = {
  topicId: number
  topicName: string
  topicType: string
  topicActive: boolean
  recordingUrl: string | null
  createdAt: string
  approvedAt: string
}
export type TranscriptCourse = { courseId: number; courseName: string; topics: TranscriptTopic[] }

/**
 * spec 001 §3.5 transcript: the person's approved certifications grouped by course (topic id,
 * name, type, active, recording URL, created and approved dates); honorary ones excluded, revoked
 * ones gone. The recording URL is shown only to the owner (`withRecordings`): the public transcript
 * never links a minor's video.
 */
export async function transcriptOf(userId: number, options: { withRecordings: boolean }): Promise<TranscriptCourse[]> {
  const requests = await CertificationRequest.query().where('user_id', userId).where('type', 'video').whereNotNull('approved_at').orderBy('approved_at', 'asc')
  if (requests.length === 0) return []
  const topics = await Topic.query().whereIn('id', requests.map((request) => request.topicId))
  const courses = await Course.query().whereIn('id', [...new Set(topics.map((topic) => topic.courseId))]).orderBy('weight', 'asc').orderBy('name', 'asc')
  const topicById = new Map(topics.map((topic) => [topic.id, topic]))
  return courses
    .map((course) => ({
      courseId: course.id,
      courseName: course.name,
      topics: requests
        .filter((request) => topicById.get(request.topicId)?.courseId === course.id)
        .map((request) => {
          const topic = topicById.get(request.topicId)!
          return {
            topicId: topic.id,
            topicName: topic.name,
            topicType: topic.type,
            topicActive: topic.active,
            recordingUrl: options.withRecordings ? request.recordingUrl : null,
            createdAt: iso(request.createdAt)!,
            approvedAt: iso(request.approvedAt)!,
          }
        }),
    }))
    .filter((course) => course.topics.length > 0)
}

export type ApprovedCertification = { topicName: string; approvedAt: DateTime | null }

/** For several people in one query: the topics each is certified in (the transcript's rule: approved video requests), oldest first. */
export async function approvedCertificationsOf(userIds: number[]): Promise<Map<number, ApprovedCertification[]>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .from('certification_requests as r')
    .join('topics as t', 't.id', 'r.topic_id')
    .whereIn('r.user_id', userIds)
    .where('r.type', 'video')
    .whereNotNull('r.approved_at')
    .whereNull('r.deleted_at')
    .orderBy('r.approved_at', 'asc')
    .select('r.user_id', 't.name', 'r.approved_at')
  const byUser = new Map<number, ApprovedCertification[]>()
  for (const row of rows as Array<{ user_id: number; name: string; approved_at: unknown }>) {
    const list = byUser.get(Number(row.user_id)) ?? []
    list.push({ topicName: row.name, approvedAt: fromDbTime(row.approved_at) })
    byUser.set(Number(row.user_id), list)
  }
  return byUser
}

export type OwnRequestRow = { id: number; topicId: number; topicName: string; status: string; type: string; reviewReason: string | null; createdAt: string }

/** The person's requests still under way or turned down (for "My Certifications"), newest first. */
export async function ownOpenRequests(userId: number): Promise<OwnRequestRow[]> {
  const requests = await CertificationRequest.query().where('user_id', userId).whereNull('approved_at').orderBy('created_at', 'desc').limit(50)
  if (requests.length === 0) return []
  const topics = await Topic.query().whereIn('id', requests.map((request) => request.topicId))
  const nameOf = new Map(topics.map((topic) => [topic.id, topic.name]))
  return requests.map((request) => ({
    id: request.id,
    topicId: request.topicId,
    topicName: nameOf.get(request.topicId) ?? 'Topic',
    status: request.rejectedAt ? 'rejected' : topicCertificationStatus([requestFacts(request)]),
    type: request.type,
    reviewReason: request.rejectedAt ? request.reviewReason : null,
    createdAt: iso(request.createdAt)!,
  }))
}

/** The profile behind a shared transcript link, or null (unknown uuid, or sharing turned off). */
export async function sharedProfile(uuid: string): Promise<CertificationProfile | null> {
  if (!/^[0-9a-f-]{36}$/.test(uuid)) return null
  const profile = await CertificationProfile.findBy('uuid_transcript', uuid)
  return profile && profile.transcriptShared ? profile : null
}

export type StartTopic = { id: number; name: string; type: string; status: string }

/** "Start a New Certification": the active topics of a course with the viewer's status in each. */
export async function certifiableTopics(userId: number, courseId: number): Promise<StartTopic[]> {
  const topics = await listTopics({ courseId })
  if (topics.length === 0) return []
  const requests = await CertificationRequest.query().where('user_id', userId).whereIn('topic_id', topics.map((topic) => topic.id))
  return topics.map((topic) => ({
    id: topic.id,
    name: topic.name,
    type: topic.type,
    status: topicCertificationStatus(requests.filter((request) => request.topicId === topic.id).map(requestFacts)),
  }))
}
