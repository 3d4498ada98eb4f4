import { BaseTransformer } from '@adonisjs/core/transformers'
import type AdminAuditEvent from '../models/admin_audit_event.js'
import { iso } from '#app/support/database/values'
import type { NameLookup } from './resources.js'

/** One staff change recorded about an account. */
export default class AuditEventTransformer extends BaseTransformer<AdminAuditEvent> {
  constructor(
    resource: AdminAuditEvent,
    protected usernames: NameLookup
  ) {
    super(resource)
  }

  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'action', 'details']),
      actor: this.usernames.actor(this.resource.actorUserId),
      createdAt: iso(this.resource.createdAt),
    }
  }
}
