import type ClassroomMember from '../models/classroom_member.js'

/** A member leaves: the membership is deleted, so the classroom keeps no trace of them. */
export async function leaveClassroom(membership: ClassroomMember) {
  await membership.delete()
}
