/*
 * Public surface of the worlds context (spec 001 §3.2 worlds and members; spec 000 §6.4 levels).
 */
import { registerNavEntry } from '#kernel/navigation'
import { worldNavEntries } from './navigation.js'

export { worldCatalogue, type WorldSeed } from './world_catalogue.js'
export { default as World } from './models/world.js'
export {
  default as WorldMember,
  MEMBER_LEVELS,
  isAtLeastLevel,
  isMemberLevel,
  type MemberLevel,
} from './models/world_member.js'
export type { WorldVisibility } from './models/world.js'
export {
  findWorldBySlug,
  canViewWorld,
  canSelfJoin,
  memberLevel,
  isMemberAtLeast,
  countMembers,
  listedWorlds,
  listedWorldsForCourse,
} from './queries/worlds.js'
export { joinWorld, leaveWorld, setMemberLevel, LEFT_REASON_MAX } from './actions/membership.js'
export { DOMAIN_ORDER, worldNavEntries } from './navigation.js'

for (const entry of worldNavEntries()) registerNavEntry(entry)
