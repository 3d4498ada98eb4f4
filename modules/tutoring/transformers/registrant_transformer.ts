import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RegistrantRow } from '../queries/session_rows.js'

/** A registered learner, as the session's hosts and staff see them. */
export default class RegistrantTransformer extends BaseTransformer<RegistrantRow> {
  toObject() {
    return this.pick(this.resource, ['userId', 'name', 'username', 'registeredAt'])
  }
}
