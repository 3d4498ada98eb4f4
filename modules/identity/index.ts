/*
 * Public surface of the identity context (users, roles, page access).
 */
import { registerNavEntry } from '#kernel/navigation'

export { default as User } from './models/user.js'
export { default as UserRole } from './models/user_role.js'
export { findUserByUsername, displayNamesOf } from './queries/users.js'
export * from './roles.js'
export { ageOn, ageBucket, isOldEnough, MINIMUM_AGE } from './age.js'
export { decideAccess, PAGE_ACCESS_CODES, type PageAccessCode, type AccessRequirement } from './access.js'
export { viewerOf, type Viewer } from './viewer.js'
export { renderBlocked } from './blocked_screen.js'
export { answerDenial } from './denials.js'
export { gateAction, accountGate, accountGateNotice, AccountGateDenial, ACCOUNT_GATES, type AccountGate, type AccountGateNotice } from './account_gate.js'
export { parseReturnTo, withReturnTo } from './return_to.js'
export { normalizeTimezone } from './timezones.js'
export { JOIN_REASONS, EDUCATION_TYPES, SCHOOL_EXPERIENCES } from './onboarding_options.js'
export { LANGUAGES, LANGUAGE_CODES } from './data/languages.js'
export { parsePrimaryInterest, INVALID_PRIMARY_INTEREST } from './primary_interest.js'
export { registerInterestWorlds, type InterestWorld } from './interest_worlds.js'
export { identitySharedProps, type ClientUser } from './queries/shared_props.js'
export { assignRole } from './actions/assign_role.js'
export { removeRole } from './actions/remove_role.js'
export { suspendUser } from './actions/suspend_user.js'
export { unsuspendUser } from './actions/unsuspend_user.js'
export { deleteAccount } from './actions/delete_account.js'
export { scheduleAnnouncement, type ScheduledAnnouncement } from './actions/schedule_announcement.js'
export { endAllSessionsOf } from './actions/end_all_sessions_of.js'
export { default as ScopedRole, ROLE_SCOPE_TYPES, type RoleScope, type RoleScopeType } from './models/scoped_role.js'
export { assignScopedRole } from './actions/assign_scoped_role.js'
export { removeScopedRole } from './actions/remove_scoped_role.js'
export { hasScopedRole, scopedRoleHolders } from './queries/scoped_roles.js'
export { SUSPENSION_CONTEXTS, type SuspensionContext } from './suspension.js'

registerNavEntry({ menu: 'account', label: 'Dashboard', href: '/dashboard', audience: 'member', order: 10 })
registerNavEntry({ menu: 'account', label: 'Settings', href: '/settings', audience: 'member', order: 20 })
