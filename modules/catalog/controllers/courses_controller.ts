import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import logger from '@adonisjs/core/services/logger'
import { hooks } from '#kernel/hooks'
import { TOPIC_TYPES, TOPIC_TYPE_LABELS } from '../models/topic.js'
import { findCourseBySlug, followedTopicIds, listCourses, listTopics } from '../queries/catalog.js'
import CourseTransformer from '../transformers/course_transformer.js'
import TopicTransformer, { type TopicSummary } from '../transformers/topic_transformer.js'
import { plainProps, publicLists, PUBLIC_TAGS } from '#app/support/cache/public_lists'

function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

const TOPICS_PER_PAGE = 50

/** A course page's viewer-independent part, as plain JSON (null: no such course). */
async function coursePage(slug: string) {
  const course = await findCourseBySlug(slug)
  if (!course) return null
  const rows = await listTopics({ courseId: course.id })
  const topics: TopicSummary[] = rows.map(({ id, name, description, type }) => ({ id, name, description, type }))
  // The worlds studying this course come from the worlds context (a higher layer) through an outlet.
  const worlds = await hooks.outlet('course.worlds', { courseId: course.id })
  return { course: await plainProps(CourseTransformer.transform(course)), topics, worlds }
}

export default class CoursesController {
  /** GET /course/all — every course, grouped by domain on the page (spec 000 §2.2). */
  async index({ inertia, request }: HttpContext) {
    const page = pageFrom(request.qs().page)
    // The same for every viewer: served from the public list cache (app/support/cache/public_lists.ts).
    const props = await publicLists.remember(`course:all:${page}`, [PUBLIC_TAGS.catalog], async () => {
      const { courses, meta } = await listCourses(page)
      return plainProps({ courses: CourseTransformer.transform(courses).useVariant('forCard'), coursesMeta: meta })
    })
    return inertia.render('catalog/all_courses', props)
  }

  /** GET /course/:slug — a course with its active topics and follow buttons. */
  async show(ctx: HttpContext) {
    const slug = String(ctx.params.slug ?? '')
    // spec 000 §2.2 / 002 §8: a course link built from a missing slug reads /course/null.
    if (slug === 'null') logger.warn({ path: ctx.request.url() }, 'Invalid course slug')
    // The course, its topics and the worlds studying it are the same for every viewer (cached);
    // which topics the viewer follows is read per request.
    const shared = slug === 'null' || slug.length > 80 ? null : await publicLists.remember(`course:${slug}`, [PUBLIC_TAGS.catalog], () => coursePage(slug))
    if (!shared) return notFound(ctx)
    const { course, topics, worlds } = shared
    const lastPage = Math.max(1, Math.ceil(topics.length / TOPICS_PER_PAGE))
    const currentPage = Math.min(pageFrom(ctx.request.qs().page), lastPage)
    const pageTopics = topics.slice((currentPage - 1) * TOPICS_PER_PAGE, currentPage * TOPICS_PER_PAGE)

    const user = ctx.auth.user
    const following = user ? await followedTopicIds(user.id, pageTopics.map((topic) => topic.id)) : new Set<number>()

    return ctx.inertia.render('catalog/course', {
      course,
      // Topics in type order; the page groups them under these headings.
      topicTypes: TOPIC_TYPES.filter((type) => pageTopics.some((topic) => topic.type === type)).map((type) => ({
        type,
        label: TOPIC_TYPE_LABELS[type],
      })),
      topics: TopicTransformer.transform(
        TOPIC_TYPES.flatMap((type) => pageTopics.filter((topic) => topic.type === type)),
        following
      ),
      topicsMeta: { total: topics.length, currentPage, lastPage },
      worlds,
      signedIn: Boolean(user),
    })
  }
}
