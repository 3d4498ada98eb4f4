import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import logger from '@adonisjs/core/services/logger'
import { hooks } from '#kernel/hooks'
import { TOPIC_TYPES, TOPIC_TYPE_LABELS } from '../models/topic.js'
import { findCourseBySlug, followedTopicIds, listCourses, listTopics } from '../queries/catalog.js'
import CourseTransformer from '../transformers/course_transformer.js'
import TopicTransformer from '../transformers/topic_transformer.js'

function pageFrom(value: unknown): number {
  const page = Number.parseInt(String(value ?? '1'), 10)
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1
}

const TOPICS_PER_PAGE = 50

export default class CoursesController {
  /** GET /course/all — every course, grouped by domain on the page (spec 000 §2.2). */
  async index({ inertia, request }: HttpContext) {
    const { courses, meta } = await listCourses(pageFrom(request.qs().page))
    return inertia.render('catalog/all_courses', {
      courses: CourseTransformer.transform(courses).useVariant('forCard'),
      coursesMeta: meta,
    })
  }

  /** GET /course/:slug — a course with its active topics and follow buttons. */
  async show(ctx: HttpContext) {
    const slug = String(ctx.params.slug ?? '')
    // spec 000 §2.2 / 002 §8: a course link built from a missing slug reads /course/null.
    if (slug === 'null') logger.warn({ path: ctx.request.url() }, 'Invalid course slug')
    const course = slug === 'null' ? null : await findCourseBySlug(slug)
    if (!course) return notFound(ctx)

    const topics = await listTopics({ courseId: course.id })
    const lastPage = Math.max(1, Math.ceil(topics.length / TOPICS_PER_PAGE))
    const currentPage = Math.min(pageFrom(ctx.request.qs().page), lastPage)
    const pageTopics = topics.slice((currentPage - 1) * TOPICS_PER_PAGE, currentPage * TOPICS_PER_PAGE)

    const user = ctx.auth.user
    const following = user ? await followedTopicIds(user.id, pageTopics.map((topic) => topic.id)) : new Set<number>()
    // The worlds studying this course come from the worlds context (a higher layer) through an outlet.
    const worlds = await hooks.outlet('course.worlds', { courseId: course.id })

    return ctx.inertia.render('catalog/course', {
      course: CourseTransformer.transform(course),
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
