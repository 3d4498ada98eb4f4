import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { Topic } from '#modules/catalog/index'
import type SessionRequest from '../models/session_request.js'
import { REQUEST_ANSWERED_KEY, notifyRequest } from '../notifications.js'
import { appendActivity, canMove, type RequestStatus } from '../rules.js'

export type Move = { to: RequestStatus; byUserId: number; note: string | null; declineReason?: string | null; sessionId?: number | null }

/**
 * Moves a request from the status it was read in to `move.to`, appending to its activity log. The
 * UPDATE is guarded by the old status, so two concurrent moves cannot both succeed: false when the
 * request changed in between (or the move is not allowed).
 */
export async function moveRequest(request: SessionRequest, move: Move, trx?: TransactionClientContract): Promise<boolean> {
  const from = request.status
  if (!canMove(from, move.to)) return false
  const run = async (client: TransactionClientContract) => {
    const now = DateTime.utc()
    const log = appendActivity(request.activityLog, { at: now.toISO()!, byUserId: move.byUserId, action: move.to, note: move.note })
    const changes: Record<string, unknown> = { status: move.to, activity_log: JSON.stringify(log), updated_at: sqlTime(now) }
    if (move.declineReason !== undefined) changes.decline_reason = move.declineReason
    if (move.sessionId !== undefined) changes.session_id = move.sessionId
    const ends = move.to === 'declined' || move.to === 'closed'
    if (ends) changes.ended_at = sqlTime(now)
    const result = await client.from('session_requests').where('id', request.id).where('status', from).update(changes)
    if (affectedRows(result) === 0) return false
    // In memory too (a refresh outside the caller's transaction would wait on SQLite's one connection).
    request.status = move.to
    request.activityLog = log
    if (move.declineReason !== undefined) request.declineReason = move.declineReason
    if (move.sessionId !== undefined) request.sessionId = move.sessionId
    if (ends) request.endedAt = now
    return true
  }
  return trx ? run(trx) : db.transaction(run)
}

/** The tutor declines an open request, with a reason the learner reads (who is told, in the same transaction). */
export async function declineRequest(request: SessionRequest, tutorUserId: number, reason: string) {
  const topic = await Topic.find(request.topicId)
  return db.transaction(async (trx) => {
    const moved = await moveRequest(request, { to: 'declined', byUserId: tutorUserId, note: reason, declineReason: reason }, trx)
    if (moved) await notifyRequest({ key: REQUEST_ANSWERED_KEY, userId: request.userId, relatedUserId: tutorUserId, topicName: topic?.name ?? 'a topic', status: 'declined' }, trx)
    return moved
  })
}

/** The learner withdraws an open request, or either side closes a scheduled one. */
export async function closeRequest(request: SessionRequest, byUserId: number, note: string | null) {
  return moveRequest(request, { to: 'closed', byUserId, note })
}
