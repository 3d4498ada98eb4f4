import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { Topic, listTopics } from '#modules/catalog/index'
import { listedWorlds } from '#modules/worlds/index'
import { toNumber } from '#app/support/database/values'
import Classroom from '../models/classroom.js'
import ClassroomMember from '../models/classroom_member.js'

export type ClassroomRow = { classroom: Classroom; worldTitle: string | null; topicName: string | null; sharingCount: number }
export type MembershipRow = { membership: ClassroomMember; classroom: Classroom; educatorName: string; worldTitle: string | null; topicName: string | null }

/** The world titles and topic names of some classrooms (two queries, whatever their number). */
async function labelsOf(classrooms: Classroom[]) {
  const worldIds = [...new Set(classrooms.map((c) => c.worldId).filter((id): id is number => id !== null))]
  const topicIds = [...new Set(classrooms.map((c) => c.topicId).filter((id): id is number => id !== null))]
  const [worlds, topics] = await Promise.all([
    worldIds.length ? World.query().whereIn('id', worldIds).select('id', 'title') : [],
    topicIds.length ? Topic.query().whereIn('id', topicIds).select('id', 'name') : [],
  ])
  const worldTitle = new Map(worlds.map((world) => [world.id, world.title]))
  const topicName = new Map(topics.map((topic) => [topic.id, topic.name]))
  return (classroom: Classroom) => ({
    worldTitle: classroom.worldId ? (worldTitle.get(classroom.worldId) ?? null) : null,
    topicName: classroom.topicId ? (topicName.get(classroom.topicId) ?? null) : null,
  })
}

/** The classrooms an educator teaches, newest first, with how many learners share their progress. */
export async function classroomsTaughtBy(userId: number): Promise<ClassroomRow[]> {
  const classrooms = await Classroom.query().where('educator_user_id', userId).orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (classrooms.length === 0) return []
  const counts = await db
    .from(ClassroomMember.table)
    .whereIn('classroom_id', classrooms.map((c) => c.id))
    .whereNotNull('consented_at')
    .groupBy('classroom_id')
    .select('classroom_id')
    .count('* as total')
  const countOf = new Map(counts.map((row: { classroom_id: number; total: unknown }) => [Number(row.classroom_id), toNumber(row.total)]))
  const labels = await labelsOf(classrooms)
  return classrooms.map((classroom) => ({ classroom, ...labels(classroom), sharingCount: countOf.get(classroom.id) ?? 0 }))
}

/** The classrooms a learner joined, newest first, with the educator's display name. */
export async function classroomsJoinedBy(userId: number): Promise<MembershipRow[]> {
  const memberships = await ClassroomMember.query().where('user_id', userId).orderBy('joined_at', 'desc').orderBy('id', 'desc')
  if (memberships.length === 0) return []
  const classrooms = await Classroom.query().whereIn('id', memberships.map((m) => m.classroomId))
  const educators = await User.query().whereIn('id', [...new Set(classrooms.map((c) => c.educatorUserId))])
  const classroomById = new Map(classrooms.map((c) => [c.id, c]))
  const educatorName = new Map(educators.map((user) => [user.id, user.displayName]))
  const labels = await labelsOf(classrooms)
  return memberships.flatMap((membership) => {
    const classroom = classroomById.get(membership.classroomId)
    if (!classroom) return []
    return [{ membership, classroom, educatorName: educatorName.get(classroom.educatorUserId) ?? 'Your educator', ...labels(classroom) }]
  })
}

/** The learner's membership of a classroom, or null. */
export function membershipOf(classroomId: number, userId: number) {
  return ClassroomMember.query().where({ classroomId, userId }).first()
}

/** A classroom's world title and topic name. */
export async function labelsOfClassroom(classroom: Classroom) {
  return (await labelsOf([classroom]))(classroom)
}

/** The create form's choices: listed worlds and active topics. */
export async function classroomChoices() {
  const [worlds, topics] = await Promise.all([listedWorlds(), listTopics()])
  return { worlds: worlds.map((world) => ({ id: world.id, label: world.title })), topics: topics.map((topic) => ({ id: topic.id, label: topic.name })) }
}
