import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { canHostMinors } from '#modules/assurance/index'
import { Topic } from '#modules/catalog/index'
import SessionRequest from '../models/session_request.js'
import { REQUEST_RECEIVED_KEY, notifyRequest } from '../notifications.js'
import { REQUEST_MESSAGES, isHeavilyRequested } from '../rules.js'
import { alternativesFor, listedProfileOf, offersTopic, requestsInWindow } from '../queries/requests.js'

export type Alternative = { userId: number; displayName: string; username: string }
export type RequestOutcome = { ok: true; request: SessionRequest } | { ok: false; reason: string; alternatives: Alternative[] }

/**
 * A learner asks a tutor for a one-on-one on a topic the tutor offers (issue 18 §2). Refused with
 * a sentence (and, when the tutor is throttled, other tutors for the topic): the tutor is not
 * listed or may not host minors; the learner asks themselves; the topic is not offered; an open
 * request to the same tutor exists; the tutor had 5 or more requests in the last 7 days
 * (spec 001 §5.5). The count and the insert run in one transaction (README: "Throttle").
 */
export async function requestOneOnOne(learnerId: number, input: { tutorUserId: number; topicId: number; details: string }): Promise<RequestOutcome> {
  const refuse = (reason: string, alternatives: Alternative[] = []) => ({ ok: false as const, reason, alternatives })
  if (learnerId === input.tutorUserId) return refuse(REQUEST_MESSAGES.self)
  const profile = await listedProfileOf(input.tutorUserId)
  if (!profile || !(await canHostMinors(input.tutorUserId))) return refuse(REQUEST_MESSAGES.notOffering)
  if (!(await offersTopic(profile, input.topicId))) return refuse(REQUEST_MESSAGES.topic)

  const outcome = await db.transaction(async (trx) => {
    const pending = await trx.from('session_requests').where({ user_id: learnerId, tutor_user_id: input.tutorUserId, status: 'open' }).whereNull('deleted_at').first()
    if (pending) return { ok: false as const, reason: REQUEST_MESSAGES.pending }
    if (isHeavilyRequested(await requestsInWindow(input.tutorUserId, trx))) return { ok: false as const, reason: REQUEST_MESSAGES.throttled }
    // Decision (README): a learner's first one-on-one request comes first in the tutor's list.
    const earlier = await trx.from('session_requests').where('user_id', learnerId).first()
    const now = DateTime.utc()
    const request = await SessionRequest.create(
      {
        userId: learnerId,
        tutorUserId: input.tutorUserId,
        topicId: input.topicId,
        details: input.details.trim(),
        status: 'open',
        priority: earlier ? 0 : 1,
        activityLog: [{ at: now.toISO()!, byUserId: learnerId, action: 'requested', note: null }],
        declineReason: null,
        sessionId: null,
        deletedAt: null,
      },
      { client: trx }
    )
    const topic = await Topic.find(input.topicId, { client: trx })
    await notifyRequest({ key: REQUEST_RECEIVED_KEY, userId: input.tutorUserId, relatedUserId: learnerId, topicName: topic?.name ?? 'a topic' }, trx)
    return { ok: true as const, request }
  })
  if (outcome.ok) return outcome
  return refuse(outcome.reason, outcome.reason === REQUEST_MESSAGES.throttled ? await alternativesFor(input.topicId, input.tutorUserId) : [])
}
