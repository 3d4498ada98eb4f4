import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type VolunteerActivity from '../models/volunteer_activity.js'

/** One of the person's own hours (the "My hours" page). */
export default class ActivityTransformer extends BaseTransformer<VolunteerActivity> {
  toObject() {
    const activity = this.resource
    return {
      id: activity.id,
      type: activity.type,
      date: activity.date.toISODate()!,
      durationSeconds: activity.durationSeconds,
      description: activity.description,
      links: activity.links,
      state: activity.state,
      fromSession: activity.sessionId !== null,
      requestedChanges: activity.state === 'changes-required' ? activity.requestedChanges : null,
      approvedAt: iso(activity.approvedAt),
    }
  }
}
