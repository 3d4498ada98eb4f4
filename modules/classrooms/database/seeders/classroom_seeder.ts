import { DateTime } from 'luxon'
import { User } from '#modules/identity/index'
import { findWorldBySlug } from '#modules/worlds/index'
import Classroom from '../../models/classroom.js'
import ClassroomMember from '../../models/classroom_member.js'

/** The demo classroom's join code (fixed, so the demo can be tried by hand: THEY-CAN7). */
export const DEMO_JOIN_CODE = 'THEYCAN7'

/*
 * A demo classroom (run after the demo accounts): demo_tutor (an adult) teaches "SAT study group",
 * which demo_learner joined and shares their progress with. Idempotent: once it exists, nothing.
 */
export async function seedDemoClassroom() {
  const [educator, learner] = await Promise.all([User.findBy('username', 'demo_tutor'), User.findBy('username', 'demo_learner')])
  if (!educator || !learner) return
  if (await Classroom.findBy('join_code', DEMO_JOIN_CODE)) return
  const world = await findWorldBySlug('sat')
  const classroom = await Classroom.create({ educatorUserId: educator.id, name: 'SAT study group', worldId: world?.id ?? null, topicId: null, joinCode: DEMO_JOIN_CODE })
  const now = DateTime.utc()
  await ClassroomMember.create({ classroomId: classroom.id, userId: learner.id, joinedAt: now, consentedAt: now, consentWithdrawnAt: null })
}
