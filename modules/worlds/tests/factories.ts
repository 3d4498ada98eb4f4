import { DateTime } from 'luxon'
import World, { type WorldVisibility } from '../models/world.js'
import WorldMember from '../models/world_member.js'
import type { MemberLevel } from '../member_levels.js'

let counter = 0

/** A world of its own for one test (unique slug). */
export async function makeWorld(visibility: WorldVisibility = 'public', overrides: Partial<World> = {}) {
  counter += 1
  const slug = `w${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e5).toString(36)}`
  return World.create({
    slug,
    title: `World ${counter}`,
    description: 'A world made for a test.',
    guidelines: 'Be kind.',
    domain: 'Math',
    visibility,
    primaryColor: 'indigo',
    position: 100 + counter,
    ...overrides,
  })
}

/** A membership row at a level: a current member, or a former one with `{ left: true }`. */
export async function makeMember(userId: number, worldId: number, level: MemberLevel = 'member', options: { left?: boolean } = {}) {
  const leftAt = options.left ? DateTime.utc() : null
  return WorldMember.create({ userId, worldId, level, leftAt, leftReason: options.left ? 'Moved on' : null })
}
