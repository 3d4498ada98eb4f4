import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { affectedRows, sqlTime } from '#app/support/database/values'
import { Topic } from '#modules/catalog/index'
import { cancelSession, unregisterFromSession } from '#modules/tutoring/index'
import type LiveHelpRequest from '../models/live_help_request.js'
import { CANCELED_KEY, notifyLiveHelp } from '../notifications.js'

/**
 * Cancels a current request with a reason (guarded: false when it was completed or canceled
 * meanwhile). Its instant session, if it has not started yet, is canceled too (tutoring's rule:
 * only upcoming sessions can be); a started one just runs out. A session shared with other
 * learners' requests is kept: this learner is unregistered from it instead. The other side is told: the learner
 * when a tutor or staff cancels, the tutor when the learner cancels a picked-up request.
 */
export async function cancelRequest(request: LiveHelpRequest, byUserId: number, reason: string): Promise<boolean> {
  const now = sqlTime(DateTime.utc())
  const canceled = await db
    .from('live_help_requests')
    .where('id', request.id)
    .whereNull('canceled_at')
    .whereNull('completed_at')
    .update({ canceled_at: now, cancellation_reason: reason.trim(), canceled_by_user_id: byUserId, updated_at: now })
  await request.refresh()
  if (affectedRows(canceled) === 0) return false
  if (request.sessionId) {
    // A session shared with others who brought the same question stays theirs: only this learner leaves it.
    const shared = await db.from('live_help_requests').where('session_id', request.sessionId).whereNot('id', request.id).whereNull('canceled_at').whereNull('completed_at').first()
    if (shared) await unregisterFromSession(request.sessionId, request.userId)
    else await cancelSession(request.sessionId, byUserId, `Live help canceled: ${reason.trim()}`.slice(0, 500))
  }
  const topic = await Topic.find(request.topicId)
  const told = byUserId === request.userId ? request.tutorUserId : request.userId
  if (told && topic) {
    await notifyLiveHelp({ key: CANCELED_KEY, userId: told, relatedUserId: byUserId, topicName: topic.name, worldId: request.worldId, sessionId: request.sessionId, requestId: request.id })
  }
  return true
}
