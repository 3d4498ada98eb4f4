import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import type { SessionWithNames } from '../queries/session_rows.js'
import { joinOpensAt, sessionState } from '../session_state.js'

/**
 * A session with its world and topic names (queries/session_details.ts), as its page shows it.
 * The meeting room address never goes out (the join route hands it out).
 */
export default class SessionTransformer extends BaseTransformer<SessionWithNames> {
  constructor(
    resource: SessionWithNames,
    protected now: DateTime = DateTime.utc()
  ) {
    super(resource)
  }

  toObject() {
    const { session, world } = this.resource
    return {
      ...this.pick(session, ['id', 'title', 'description', 'qualifications', 'topicId', 'seriesId', 'maxLearners', 'languages', 'allowCohosts', 'attendancePolicy', 'cancelReason', 'format']),
      startDate: session.startDate.toISO()!,
      endDate: session.endDate.toISO()!,
      topicName: this.resource.topicName,
      worldSlug: world?.slug ?? null,
      worldTitle: world?.title ?? null,
      seatsLeft: Math.max(0, session.maxLearners - session.seatsTaken),
      state: sessionState(session, this.now),
      joinOpensAt: joinOpensAt(session).toISO()!,
    }
  }
}
