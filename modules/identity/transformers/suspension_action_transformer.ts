import { BaseTransformer } from '@adonisjs/core/transformers'
import { noteIsShown, type SuspensionAction } from '../suspension.js'

/**
 * The suspension the blocked screens explain (spec 000 §2.3 user_suspended and
 * user_maybe_suspended): never who suspended or when it was lifted, and the note only when
 * written after the cutoff (spec 000 §9).
 */
export default class SuspensionActionTransformer extends BaseTransformer<SuspensionAction> {
  toObject() {
    return {
      ...this.pick(this.resource, ['context', 'reason', 'createdAt']),
      note: noteIsShown(this.resource) ? this.resource.note : null,
    }
  }
}
