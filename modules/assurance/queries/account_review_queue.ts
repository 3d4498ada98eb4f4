import { ALL_ROLES, REVIEWED_ROLES, User, expandRoles } from '#modules/identity/index'

/** Stored roles that make an account reviewed, implied ones included (tutor implies approved). */
const REVIEWING_ROLES = ALL_ROLES.filter((role) => REVIEWED_ROLES.some((reviewed) => expandRoles([role]).has(reviewed)))

export const REVIEW_QUEUE_PER_PAGE = 20

/**
 * The unreviewed accounts (spec 001 §4.4: onboarding details, none of the reviewed roles), the
 * longest-waiting first. Deleted accounts are left out.
 */
export function accountReviewQueue(page: number) {
  return User.query()
    .whereNotNull('onboarding_details')
    .whereNotNull('onboarded_at')
    .whereNotExists((q) =>
      q.from('user_roles').whereColumn('user_roles.user_id', 'users.id').whereNull('user_roles.deleted_at').whereIn('user_roles.role', REVIEWING_ROLES)
    )
    .orderBy('onboarded_at', 'asc')
    .orderBy('id', 'asc')
    .paginate(page, REVIEW_QUEUE_PER_PAGE)
}
