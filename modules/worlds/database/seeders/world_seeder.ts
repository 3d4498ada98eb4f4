import { User } from '#modules/identity/index'
import World from '../../models/world.js'
import WorldMember from '../../models/world_member.js'
import type { MemberLevel } from '../../member_levels.js'
import { WORLD_CATALOGUE } from '../../world_catalogue.js'

/** Creates or updates the sixteen worlds (idempotent). */
export async function seedWorlds() {
  await World.updateOrCreateMany(
    'slug',
    WORLD_CATALOGUE.map((world, index) => ({
      slug: world.slug,
      title: world.title,
      description: world.description,
      domain: world.domain,
      visibility: world.visibility,
      primaryColor: world.primaryColor,
      position: index,
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
