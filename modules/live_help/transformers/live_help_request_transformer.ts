import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import { statusOf } from '../rules.js'
import type { RequestRow } from '../queries/requests.js'

export type ViewedRow = RequestRow & {
  can: { pickUp: boolean; complete: boolean; cancel: boolean }
  mine: boolean
  /** Other open questions on the same world and topic a tutor could bring into the session (tutor tab). */
  othersWaiting: number
}

/**
 * A live help request as its learner, a tutor who may take it, the tutor who took it or staff read
 * it: display names only (never an e-mail or a birth date), the question, the state, the session it
 * became, the reason of a cancellation, and what this viewer may do with it.
 */
export default class LiveHelpRequestTransformer extends BaseTransformer<ViewedRow> {
  toObject() {
    const { request, learnerName, tutorName, topicName, worldTitle, question, can, mine, othersWaiting } = this.resource
    return {
      id: request.id,
      status: statusOf(request),
      learnerName,
      tutorName,
      topicName,
      worldTitle,
      question,
      mine,
      sessionId: request.sessionId,
      createdAt: iso(request.createdAt)!,
      pickedUpAt: iso(request.pickedUpAt),
      completedAt: iso(request.completedAt),
      canceledAt: iso(request.canceledAt),
      cancellationReason: request.cancellationReason,
      completionNote: request.completionNote,
      can,
      othersWaiting,
    }
  }
}
