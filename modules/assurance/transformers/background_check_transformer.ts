import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { BackgroundCheckItem } from '../queries/background_checks.js'

/** A recorded background check (safety staff only: AssurancePolicy.manageBackgroundChecks). */
export default class BackgroundCheckTransformer extends BaseTransformer<BackgroundCheckItem> {
  toObject() {
    const { check, username, name } = this.resource
    return {
      id: check.id,
      username,
      name,
      status: check.status,
      partnerName: check.partnerName,
      partnerUserId: check.partnerUserId,
      submittedAt: iso(check.submittedAt)!,
    }
  }
}
