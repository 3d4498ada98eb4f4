import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { User } from '#modules/identity/index'
import { SessionAttendee, TutoringSession } from '#modules/tutoring/index'
import { fromDbTime, toNumber } from '#app/support/database/values'
import ClassroomMember from '../models/classroom_member.js'

export type LearnerProgress = {
  userId: number
  name: string
  sessionsAttended: number
  lastAttendedAt: DateTime | null
  certifications: Array<{ topicName: string; approvedAt: DateTime | null }>
}

/*
 * What an educator sees of a class (issue 18 §3, an observer): for each learner who shares their
 * progress, their display name (a minor's is first name and last initial), the sessions they
 * attended (count and last date, tutoring's rule: a live learner attendee row of a session not
 * canceled or deleted) and their approved certifications (certification's transcript rule: video
 * requests with approved_at, revoked ones soft-deleted). Nothing else. One query per source,
 * whatever the number of learners. Deleted accounts are left out (User's soft-delete scope).
 */
export async function classProgress(classroomId: number): Promise<LearnerProgress[]> {
  const learners = await User.query()
    .join(`${ClassroomMember.table} as m`, 'm.user_id', 'users.id')
    .where('m.classroom_id', classroomId)
    .whereNotNull('m.consented_at')
    .select('users.id', 'users.name', 'users.date_of_birth')
  if (learners.length === 0) return []
  const ids = learners.map((user) => user.id)
  const [attendance, certifications] = await Promise.all([attendanceOf(ids), certificationsOf(ids)])
  return learners
    .map((user) => ({
      userId: user.id,
      name: user.displayName,
      sessionsAttended: attendance.get(user.id)?.count ?? 0,
      lastAttendedAt: attendance.get(user.id)?.last ?? null,
      certifications: certifications.get(user.id) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

async function attendanceOf(userIds: number[]) {
  const rows = await db
    .from(`${SessionAttendee.table} as a`)
    .join(`${TutoringSession.table} as s`, 's.id', 'a.session_id')
    .whereIn('a.user_id', userIds)
    .where('a.role', 'learner')
    .whereNull('a.deleted_at')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .groupBy('a.user_id')
    .select('a.user_id')
    .count('* as total')
    .max('s.start_date as last')
  return new Map(rows.map((row: { user_id: number; total: unknown; last: unknown }) => [Number(row.user_id), { count: toNumber(row.total), last: fromDbTime(row.last) }]))
}

async function certificationsOf(userIds: number[]) {
  const rows = await db
    .from('certification_requests as r')
    .join('topics as t', 't.id', 'r.topic_id')
    .whereIn('r.user_id', userIds)
    .where('r.type', 'video')
    .whereNotNull('r.approved_at')
    .whereNull('r.deleted_at')
    .orderBy('r.approved_at', 'asc')
    .select('r.user_id', 't.name', 'r.approved_at')
  const byUser = new Map<number, LearnerProgress['certifications']>()
  for (const row of rows as Array<{ user_id: number; name: string; approved_at: unknown }>) {
    const list = byUser.get(Number(row.user_id)) ?? []
    list.push({ topicName: row.name, approvedAt: fromDbTime(row.approved_at) })
    byUser.set(Number(row.user_id), list)
  }
  return byUser
}
