/*
 * Public surface of the worlds context.
 */
export { WORLD_CATALOGUE, WORLD_SLUGS, NON_PROGRAM_WORLD_SLUGS, type WorldSeed } from './world_catalogue.js'
export { default as World } from './models/world.js'
export { default as WorldMember, MEMBER_LEVELS, isAtLeastLevel, type MemberLevel } from './models/world_member.js'
export type { WorldVisibility } from './models/world.js'
