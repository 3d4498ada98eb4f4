import type { DateTime } from 'luxon'
import { makeTutor } from '#tests/helpers/users'
import { makeCertification, makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import SessionRequest from '../models/session_request.js'
import { saveProfile } from '../actions/save_profile.js'

/** A course with a public world and a non-challenge topic (certification needed to tutor it). */
export async function makeTopicWithWorld() {
  const course = await makeCourse()
  const world = await makeWorld('public', { courseId: course.id })
  const topic = await makeTopic(course.id, 'unit')
  return { course, world, topic }
}

/** An adult tutor certified in the topic with an active one-on-one profile offering it. */
export async function makeListedTutor(topicId: number, options: { languages?: string[]; bio?: string } = {}) {
  const tutor = await makeTutor()
  await makeCertification(tutor.id, topicId, 'approved')
  const saved = await saveProfile(tutor.id, { bio: options.bio ?? 'I love algebra.', languages: options.languages ?? ['en'], topicIds: [topicId], isActive: true })
  if (!saved.ok) throw new Error(saved.reason)
  const profile = await OneOnOneProfile.findByOrFail('user_id', tutor.id)
  return { tutor, profile }
}

/** A request row written directly (no rules), e.g. to fill a tutor's week. */
export async function makeRequest(input: { userId: number; tutorUserId: number; topicId: number; status?: SessionRequest['status']; createdAt?: DateTime }) {
  const request = await SessionRequest.create({
    userId: input.userId,
    tutorUserId: input.tutorUserId,
    topicId: input.topicId,
    details: 'Please help me with factoring.',
    status: input.status ?? 'open',
    priority: 0,
    activityLog: [],
    declineReason: null,
    sessionId: null,
    deletedAt: null,
  })
  if (input.createdAt) {
    request.createdAt = input.createdAt
    await request.save()
  }
  return request
}
