import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Account } from './resources.js'

/** An account awaiting review on the console Home: who, and the provisional suspension it is under. */
export default class OpenItemTransformer extends BaseTransformer<Account> {
  toObject() {
    const suspension = this.resource.suspensionActions.filter((action) => !action.liftedAt).at(-1)!
    return {
      ...this.pick(this.resource, ['id', 'username', 'name']),
      reason: suspension.reason,
      context: suspension.context,
      since: suspension.createdAt,
    }
  }
}
