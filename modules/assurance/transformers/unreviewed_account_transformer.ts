import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { User } from '#modules/identity/index'
import { ageOf } from '../queries/people.js'

/**
 * An unreviewed account as the review queue shows it to safety staff: name, username, age and
 * the onboarding answers (what staff judge an application on). No e-mail address.
 */
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
      joinReason: details?.joinReason ?? null,
      educationType: details?.educationType ?? null,
      schoolExperience: details?.schoolExperience ?? null,
      onboardedAt: iso(user.onboardedAt),
    }
  }
}
