import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { RequestRow } from '../queries/requests.js'

/**
 * A one-on-one request as its learner, its tutor or staff read it: display names, the topic, the
 * learner's details, status, the reason of a decline, the session it became and the activity log
 * (who acted is told as learner / tutor / staff, never as an account id).
 */
export default class SessionRequestTransformer extends BaseTransformer<RequestRow> {
  toObject() {
    const { request, learnerName, tutorName, tutorUsername, topicName } = this.resource
    const actor = (id: number | null) => (id === request.userId ? 'learner' : id === request.tutorUserId ? 'tutor' : 'staff')
    return {
      id: request.id,
      learnerName,
      tutorName,
      tutorUsername,
      topicName,
      details: request.details,
      detailsRemoved: request.detailsRemovedAt !== null && request.detailsRemovedAt !== undefined,
      status: request.status,
      priority: request.priority,
      declineReason: request.declineReason,
      sessionId: request.sessionId,
      createdAt: iso(request.createdAt)!,
      activity: request.activityLog.map((entry) => ({ at: entry.at, action: entry.action, by: actor(entry.byUserId), note: entry.note })),
    }
  }
}
