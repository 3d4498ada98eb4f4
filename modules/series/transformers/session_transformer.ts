import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { ScheduledSession } from './resource_types.js'
import { sessionWasHosted } from '../series_state.js'

/** A session in a series' schedule; the page shows its times in the viewer's zone. */
export default class SessionTransformer extends BaseTransformer<ScheduledSession> {
  toObject() {
    const session = this.resource
    return {
      id: session.id,
      title: session.title,
      startDate: iso(session.startDate)!,
      endDate: iso(session.endDate)!,
      canceled: session.canceledAt !== null,
      hosted: sessionWasHosted(session),
    }
  }
}
