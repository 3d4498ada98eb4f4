import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import Course from '../../models/course.js'
import Topic from '../../models/topic.js'
import CertificationRequest from '../../models/certification_request.js'
import { catalogSeeds, type CourseSeed } from './catalog_data.js'

/**
 * Creates or updates the seed courses (by slug) and topics (by name within their course).
 * Idempotent: running it twice changes nothing. (Which world studies which course is the worlds
 * context's data: its seeder links them.)
 */
export async function seedCatalog(catalog: readonly CourseSeed[] = catalogSeeds()) {
  await db.transaction(async (trx) => {
    const courses = await Course.updateOrCreateMany(
      'slug',
      catalog.map((course) => ({ slug: course.slug, name: course.name, domain: course.domain, weight: course.weight })),
      { client: trx }
    )
    const idBySlug = new Map(courses.map((course) => [course.slug, course.id]))

    for (const course of catalog) {
      const courseId = idBySlug.get(course.slug)!
      await Topic.updateOrCreateMany(
        ['courseId', 'name'],
        course.topics.map((topic, index) => ({
          courseId,
          name: topic.name,
          type: topic.type,
          description: topic.description,
          active: topic.active ?? true,
          weight: index,
        })),
        { client: trx }
      )
    }
  })
}

/** Demo-only: the demo tutor holds two approved certifications (run after the demo users). */
export async function seedDemoCertifications() {
  const tutor = await User.findBy('username', 'demo_tutor')
  if (!tutor) return
  const wanted: Array<[courseSlug: string, topicName: string]> = [
    ['algebra-2', 'Logarithms'],
    ['pre-calculus', 'Trigonometry'],
  ]
  for (const [courseSlug, topicName] of wanted) {
    const topic = await Topic.query()
      .whereHas('course', (course) => course.where('slug', courseSlug))
      .where('name', topicName)
      .first()
    if (!topic) continue
    const existing = await CertificationRequest.query().where('user_id', tutor.id).where('topic_id', topic.id).first()
    if (existing) continue
    await CertificationRequest.create({
      userId: tutor.id,
      topicId: topic.id,
      type: 'honorary',
      approvedAt: DateTime.utc(),
      details: { source: 'seed' },
    })
  }
}
