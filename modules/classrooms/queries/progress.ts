import type { DateTime } from 'luxon'
import type { ApprovedCertification } from '#modules/certification/index'
import { User } from '#modules/identity/index'
import { attendanceSummariesOf } from '#modules/tutoring/index'
import { approvedCertificationsOf } from '#modules/certification/index'
import ClassroomMember from '../models/classroom_member.js'

export type LearnerProgress = {
  userId: number
  name: string
  sessionsAttended: number
  lastAttendedAt: DateTime | null
  certifications: ApprovedCertification[]
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
  const [attendance, certifications] = await Promise.all([attendanceSummariesOf(ids), approvedCertificationsOf(ids)])
  return learners
    .map((user) => ({
      userId: user.id,
      name: user.displayName,
      sessionsAttended: attendance.get(user.id)?.count ?? 0,
      lastAttendedAt: attendance.get(user.id)?.lastStartedAt ?? null,
      certifications: certifications.get(user.id) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
