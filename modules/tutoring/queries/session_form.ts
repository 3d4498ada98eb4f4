import { tutorableTopics } from '#modules/catalog/index'

/** The topics a tutor may host on (catalog), narrowed to a world's course when it has one. */
export async function topicChoices(userId: number, courseId: number | null) {
  const topics = await tutorableTopics(userId)
  return topics
    .filter((t) => courseId === null || t.courseId === courseId)
    .map((t) => ({ id: t.id, name: t.name, course: (t as any).course?.name ?? '' }))
}
