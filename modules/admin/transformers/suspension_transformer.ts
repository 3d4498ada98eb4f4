import { BaseTransformer } from '@adonisjs/core/transformers'
import type { NameLookup, SuspensionRecord } from './resources.js'

/** One suspension of an account (spec 001 §4.4) with the staff member who made it. */
export default class SuspensionTransformer extends BaseTransformer<SuspensionRecord> {
  constructor(
    resource: SuspensionRecord,
    protected usernames: NameLookup
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['context', 'reason', 'note', 'createdAt', 'liftedAt']),
      by: this.usernames.actor(this.resource.byUserId),
    }
  }
}
