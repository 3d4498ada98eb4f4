import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import type Classroom from '../models/classroom.js'
import ClassroomMember from '../models/classroom_member.js'
import { createClassroom } from '../actions/create_classroom.js'

/* Classrooms' test data. */
let counter = 0

export async function makeClassroom(educatorUserId: number, overrides: Partial<{ name: string; worldId: number | null; topicId: number | null }> = {}): Promise<Classroom> {
  counter += 1
  return createClassroom(educatorUserId, { name: `Class ${counter}`, worldId: null, topicId: null, ...overrides })
}

/** A member, sharing their progress unless `sharing` is false (they withdrew). */
export function addMember(classroomId: number, userId: number, sharing = true) {
  const now = DateTime.utc()
  return ClassroomMember.create({ classroomId, userId, joinedAt: now, consentedAt: sharing ? now : null, consentWithdrawnAt: sharing ? null : now })
}

/** A learner's attendance of a past session (tutoring's rows), without going through the roster. */
export async function attended(sessionId: number, userId: number) {
  const now = sqlTime(DateTime.utc())
  await db.table('session_attendees').insert({ session_id: sessionId, user_id: userId, role: 'learner', joined_at: now, created_at: now })
}
