import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SatAdminUser } from '../queries/admin.js'

/** A row of the SAT console's people: program facts and consent status (no email, no birth date). */
export default class SatAdminUserTransformer extends BaseTransformer<SatAdminUser> {
  toObject() {
    const { consent } = this.resource
    return {
      userId: this.resource.userId,
      name: this.resource.name,
      type: this.resource.type,
      minor: this.resource.minor,
      inviteCode: this.resource.inviteCode,
      registrations: this.resource.registrations,
      consent: {
        required: consent.required,
        parent: consent.parent,
        parentRequestedAt: consent.parentRequestedAt,
        parentCompletedAt: consent.parentCompletedAt,
        assentCompletedAt: consent.assentCompletedAt,
        complete: consent.complete,
      },
    }
  }
}
