import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { EDUCATION_TYPES, JOIN_REASONS, SCHOOL_EXPERIENCES, type User } from '#modules/identity/index'
import { ageOf } from '../queries/people.js'

/**
 * An unreviewed account as the review queue shows it to safety staff: name, username, age and
 * the onboarding answers (what staff judge an application on). No e-mail address.
 */
/** An onboarding answer's label (a value no longer offered shows as stored). */
const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null

export default class UnreviewedAccountTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    const details = user.onboardingDetails
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      age: ageOf(user.dateOfBirth?.toISODate() ?? null),
      country: user.country,
      joinReason: labelOf(JOIN_REASONS, details?.joinReason),
      educationType: labelOf(EDUCATION_TYPES, details?.educationType),
      schoolExperience: labelOf(SCHOOL_EXPERIENCES, details?.schoolExperience),
      onboardedAt: iso(user.onboardedAt),
    }
  }
}
