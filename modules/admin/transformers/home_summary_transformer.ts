import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'

type HomeSummary = {
  week: { start: DateTime; end: DateTime }
  users: number
  sessionsThisWeek: number
  registrations: number
  openItems: number
}

/** The console Home's counts (toObject) and the week "this week" means (forWeek). */
export default class HomeSummaryTransformer extends BaseTransformer<HomeSummary> {
  toObject() {
    return this.pick(this.resource, ['users', 'sessionsThisWeek', 'registrations', 'openItems'])
  }

  /** Monday 00:00 to the last instant of Sunday, UTC. */
  forWeek() {
    const { start, end } = this.resource.week
    return { start: start.toISO()!, end: end.minus({ milliseconds: 1 }).toISO()! }
  }
}
