import logger from '@adonisjs/core/services/logger'

/*
 * Role catalogue: spec 000 §6.1 (user roles) and §6.2 (admin roles, stored with an `admin:` prefix).
 * `basic` is implicit for every logged-in user; age buckets are derived from the date of birth.
 */
export const USER_ROLES = [
  'basic',
  'blocked',
  'blocked:community',
  'unapproved',
  'rejected',
  'approved',
  'marketing_team',
  'founding_tutor',
  'tutor',
  'zoom:activated',
  'tutor:revoked',
  'ai:pilot',
  'recording:opt_out',
  'impact_fellowship:candidate',
  'age_assurance:waived',
  'age_assurance:assured',
  'age_assurance:failed',
  'age:13-to-under-16',
  'age:16-to-under-18',
  'age:18-to-under-21',
  'age:21-plus',
  'feature:ai_guide',
  'flag:background_check_missing',
] as const

export const ADMIN_ROLES = [
  'admin:basic',
  'admin:certifications',
  'admin:certifications:honorary',
  'admin:certifications:lead',
  'admin:moderators:lead',
  'admin:policy',
  'admin:safety',
  'admin:mentor',
  'admin:super',
  'admin:team_lead',
  'admin:collegeboard',
  'admin:intern',
  'admin:key_club',
  'admin:blog',
  'admin:curriculum',
  'admin:user-support:lead',
  'admin:teach_for_america',
  'admin:federal_work_study',
  'admin:tutor_operations:lead',
] as const

export type UserRole = (typeof USER_ROLES)[number]
export type AdminRole = (typeof ADMIN_ROLES)[number]
export type Role = UserRole | AdminRole

export const ALL_ROLES: readonly Role[] = [...USER_ROLES, ...ADMIN_ROLES]

/** Roles a person can be given by staff (basic and age buckets are never stored). */
export const ASSIGNABLE_ROLES: readonly Role[] = ALL_ROLES.filter(
  (role) => role !== 'basic' && !role.startsWith('age:')
)

/*
 * `admin:super` implies nearly all admin roles. Decision (spec says "nearly all"): it excludes
 * the partner affiliations, which describe who someone works for rather than what they may do:
 * collegeboard, teach_for_america, federal_work_study and intern.
 */
const SUPER_EXCLUDES: readonly AdminRole[] = [
  'admin:super',
  'admin:collegeboard',
  'admin:teach_for_america',
  'admin:federal_work_study',
  'admin:intern',
]

const IMPLIES: Partial<Record<Role, readonly Role[]>> = {
  'tutor': ['approved'],
  'blocked:community': ['blocked'],
  'admin:basic': ['approved'],
  'admin:safety': ['admin:policy'],
  'admin:certifications:lead': ['admin:certifications'],
  'admin:super': ADMIN_ROLES.filter((role) => !SUPER_EXCLUDES.includes(role)),
}

export function isRole(value: string): value is Role {
  return (ALL_ROLES as readonly string[]).includes(value)
}

/**
 * Expands a stored role set to every role it implies (transitively). Unknown roles are
 * logged as 'Role is not recognized' and dropped.
 */
export function expandRoles(stored: Iterable<string>): Set<Role> {
  const result = new Set<Role>()
  const pending: string[] = [...stored]
  while (pending.length > 0) {
    const role = pending.pop()!
    if (!isRole(role)) {
      logger.warn({ role }, 'Role is not recognized')
      continue
    }
    if (result.has(role)) continue
    result.add(role)
    pending.push(...(IMPLIES[role] ?? []))
  }
  return result
}

export const REVIEWED_ROLES: readonly Role[] = ['approved', 'rejected', 'blocked', 'blocked:community']
export const SUSPENDED_ROLES: readonly Role[] = ['blocked', 'blocked:community']

export type ReviewState = 'reviewed' | 'unreviewed' | 'not_onboarded'

/** spec 001 §4.4: reviewed = holds any of approved/rejected/blocked/blocked:community. */
export function reviewState(roles: Set<Role>, hasOnboardingDetails: boolean): ReviewState {
  if (REVIEWED_ROLES.some((role) => roles.has(role))) return 'reviewed'
  return hasOnboardingDetails ? 'unreviewed' : 'not_onboarded'
}

export function isSuspended(roles: Set<Role>) {
  return SUSPENDED_ROLES.some((role) => roles.has(role))
}

export function isAdmin(roles: Set<Role>) {
  return roles.has('admin:basic')
}
