import { User } from '#modules/identity/index'
import { findCourseBySlug } from '#modules/catalog/index'
import World from '../../models/world.js'
import WorldMember from '../../models/world_member.js'
import type { MemberLevel } from '../../member_levels.js'
import { worldCatalogue, type WorldSeed } from '../../world_catalogue.js'

/**
 * Creates or updates the seed worlds (by slug) and points each world that studies exactly one
 * course at it (worlds.course_id; run after the catalogue is seeded). Idempotent.
 */
export async function seedWorlds(catalogue: readonly WorldSeed[] = worldCatalogue()) {
  const courseIds = new Map<string, number>()
  for (const slug of new Set(catalogue.flatMap((world) => (world.courseSlug ? [world.courseSlug] : [])))) {
    const course = await findCourseBySlug(slug)
    if (course) courseIds.set(slug, course.id)
  }
  await World.updateOrCreateMany(
    'slug',
    catalogue.map((world, index) => ({
      slug: world.slug,
      title: world.title,
      description: world.description,
      domain: world.domain,
      visibility: world.visibility,
      primaryColor: world.primaryColor,
      position: index,
      ...(world.courseSlug && courseIds.has(world.courseSlug) ? { courseId: courseIds.get(world.courseSlug)! } : {}),
    }))
  )
}

/**
 * Demo-only memberships (run after the demo users): the learner is in The Hub and SAT Prep, the
 * tutor is a tutor in SAT Prep and the Tutor Lounge, the admin moderates The Hub.
 */
export async function seedDemoMemberships() {
  const plan: Array<[username: string, worldSlug: string, level: MemberLevel]> = [
    ['demo_learner', 'hub', 'member'],
    ['demo_learner', 'sat', 'member'],
    ['demo_tutor', 'hub', 'member'],
    ['demo_tutor', 'sat', 'tutor'],
    ['demo_tutor', 'tutors', 'tutor'],
    ['demo_admin', 'hub', 'moderator'],
  ]
  for (const [username, worldSlug, level] of plan) {
    const user = await User.findBy('username', username)
    const world = await World.findBy('slug', worldSlug)
    if (!user || !world) continue
    const existing = await WorldMember.query().where('user_id', user.id).where('world_id', world.id).first()
    if (existing) continue
    await WorldMember.create({ userId: user.id, worldId: world.id, level })
  }
}
