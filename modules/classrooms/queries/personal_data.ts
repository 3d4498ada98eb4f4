import { iso } from '#app/support/database/values'
import { classroomsJoinedBy, classroomsTaughtBy } from './classrooms.js'

/** The person's own classroom data for their export: what they teach and what they joined (no other learners). */
export async function personalClassroomData(userId: number) {
  const [taught, joined] = await Promise.all([classroomsTaughtBy(userId), classroomsJoinedBy(userId)])
  return {
    teaching: taught.map(({ classroom }) => ({ name: classroom.name, createdAt: iso(classroom.createdAt) })),
    joined: joined.map(({ classroom, membership, educatorName }) => ({
      name: classroom.name,
      educator: educatorName,
      joinedAt: iso(membership.joinedAt),
      sharingSince: iso(membership.consentedAt),
      stoppedSharingAt: iso(membership.consentWithdrawnAt),
    })),
  }
}
