import logger from '@adonisjs/core/services/logger'
import { registerForSession, unregisterFromSession } from '#modules/tutoring/index'
import { futureSessionIds } from '../queries/series_queries.js'

/*
 * Decision: a series registration also (un)registers the learner for each future session of the
 * series through the tutoring context, as the handler of the outbox events
 * series.registration.created / .withdrawn (module.ts): after the series write committed, inside
 * the request (inline), and again by the outbox sweeper if the process died or a write failed
 * before every session followed. A session that refuses (full, canceled meanwhile, already
 * registered on a retry) is logged and skipped: the series registration is the commitment and the
 * session rows follow it. Any other error is thrown once every session was tried, so the delivery
 * is retried (each session's registration is idempotent).
 */
export async function followSeriesSessions(seriesId: number, userId: number, direction: 'register' | 'unregister') {
  const failures: unknown[] = []
  for (const sessionId of await futureSessionIds(seriesId)) {
    try {
      const result = direction === 'register' ? await registerForSession(sessionId, userId) : await unregisterFromSession(sessionId, userId)
      if (!result.ok) logger.info({ seriesId, sessionId, userId, direction, reason: result.reason }, 'series: a session did not follow')
    } catch (error) {
      logger.warn({ err: error, seriesId, sessionId, userId, direction }, 'series: session registration follow-up failed')
      failures.push(error)
    }
  }
  if (failures.length > 0) throw new Error(`series ${seriesId}: ${failures.length} session(s) did not follow the ${direction} of user ${userId}; retried from the outbox`, { cause: failures[0] })
}
