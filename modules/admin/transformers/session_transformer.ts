import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { Session, SessionLookups } from './resources.js'

/** A session on the Sessions page: a row of the list (toObject) and the session view (forPage). */
export default class SessionTransformer extends BaseTransformer<Session> {
  constructor(
    resource: Session,
    protected lookups: SessionLookups
  ) {
    super(resource)
  }

  toObject() {
    const session = this.resource
    return {
      ...this.pick(session, ['id', 'title', 'maxLearners']),
      startDate: iso(session.startDate),
      endDate: iso(session.endDate),
      host: this.lookups.usernames.get(session.userId),
      world: this.lookups.worlds.get(session.worldId) ?? null,
      registrations: this.lookups.registrations.get(session.id) ?? 0,
      canceled: session.canceledAt !== null,
      deletedAt: iso(session.deletedAt),
      safetyCheckedAt: iso(this.lookups.safetyChecks.get(session.id)?.at),
    }
  }

  forPage() {
    const session = this.resource
    return {
      ...this.toObject(),
      ...this.pick(session, ['description', 'seriesId', 'languages', 'cancelReason']),
      canceledAt: iso(session.canceledAt),
      createdAt: iso(session.createdAt),
      deletedBy: session.deletedByUserId ? this.lookups.usernames.actor(session.deletedByUserId) : null,
      safetyCheckedBy: this.lookups.usernames.actor(this.lookups.safetyChecks.get(session.id)?.byUserId ?? null),
    }
  }
}
