import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { NameLookup } from './resources.js'

/** A tutoring session_host row. */
type Host = { id: number; userId: number; role: string; approvedAt: DateTime | null }

/** A host of a session on the staff session view. */
export default class SessionHostTransformer extends BaseTransformer<Host> {
  constructor(
    resource: Host,
    protected usernames: NameLookup
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'role']),
      username: this.usernames.get(this.resource.userId),
      approved: this.resource.approvedAt !== null,
    }
  }
}
