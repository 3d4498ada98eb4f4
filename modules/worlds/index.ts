/*
 * Public surface of the worlds context (spec 001 §3.2 worlds and members; spec 000 §6.4 levels).
 */
import { registerNavEntry } from '#kernel/navigation'
import { worldNavEntries } from './navigation.js'

export { worldCatalogue, type WorldSeed } from './world_catalogue.js'
export { default as World } from './models/world.js'
export { default as WorldMember, LEFT_REASON_MAX } from './models/world_member.js'
export { MEMBER_LEVELS, isAtLeastLevel, isMemberLevel, type MemberLevel } from './member_levels.js'
export type { WorldVisibility } from './models/world.js'
export { default as WorldPolicy, canViewWorld, worldVisibleTo, type WorldViewer } from './policies/world_policy.js'
export { listedWorlds, listedWorldsForCourse } from './policies/world_scope.js'
export { findWorldBySlug, memberLevel, countMembers, memberWorldIdsQuery } from './queries/worlds.js'
export { joinWorld } from './actions/join_world.js'
export { leaveWorld } from './actions/leave_world.js'
export { setMemberLevel } from './actions/set_member_level.js'
export { DOMAIN_ORDER, worldNavEntries } from './navigation.js'
export { default as WorldTransformer } from './transformers/world_transformer.js'
export { pageFrom } from './controllers/world_context.js'
export { registerModeratorTab, moderatorTabs, type ModeratorTab, type ModeratorTabRegistration } from './moderator_tabs.js'

for (const entry of worldNavEntries()) registerNavEntry(entry)
