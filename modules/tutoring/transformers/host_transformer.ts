import { BaseTransformer } from '@adonisjs/core/transformers'
import type { HostRow } from '../queries/session_rows.js'

/** A host of a session (the hosts dialog); forRequest: a waiting co-host request with its message. */
export default class HostTransformer extends BaseTransformer<HostRow> {
  toObject() {
    return this.pick(this.resource, ['id', 'userId', 'name', 'username', 'role'])
  }

  forRequest() {
    return { ...this.toObject(), requestMessage: this.resource.requestMessage }
  }
}
