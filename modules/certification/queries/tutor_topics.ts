import { findCourseBySlug } from '#modules/catalog/index'
import { canViewWorld, findWorldBySlug } from '#modules/worlds/index'
import { certifiableTopics, type StartTopic } from './transcript.js'

export const TUTOR_TOPIC_SCOPES = ['course', 'world'] as const
export type TutorTopicScopeType = (typeof TUTOR_TOPIC_SCOPES)[number]

export type TutorTopicScope = { type: TutorTopicScopeType; slug: string; title: string; courseId: number | null; worldSlug: string | null }

/**
 * The course or world of /tutor/{type}/{slug} (spec 000 §2.2), or null (unknown, or a membership
 * world the viewer may not see: it does not exist for them). A world's topics are its course's.
 */
export async function tutorTopicScope(type: TutorTopicScopeType, slug: string, viewerId: number): Promise<TutorTopicScope | null> {
  if (type === 'course') {
    const course = await findCourseBySlug(slug)
    return course ? { type, slug: course.slug, title: course.name, courseId: course.id, worldSlug: null } : null
  }
  const world = await findWorldBySlug(slug)
  if (!world || !(await canViewWorld(world, viewerId))) return null
  return { type, slug: world.slug, title: world.title, courseId: world.courseId, worldSlug: world.slug }
}

/** The scope's active topics with the viewer's status in each; `onlyUncertified` leaves out the certified ones. */
export async function scopeTopics(scope: TutorTopicScope, viewerId: number, onlyUncertified: boolean): Promise<{ topics: StartTopic[]; total: number; certified: number }> {
  const all = scope.courseId === null ? [] : await certifiableTopics(viewerId, scope.courseId)
  const certified = all.filter((topic) => topic.status === 'approved').length
  return { topics: onlyUncertified ? all.filter((topic) => topic.status !== 'approved') : all, total: all.length, certified }
}
