import logger from '@adonisjs/core/services/logger'
import { registerForSession, unregisterFromSession } from '#modules/tutoring/index'
import { futureSessionIds } from '../queries/series_queries.js'

/*
 * Decision: a series registration also (un)registers the learner for each future session of the
 * series through the tutoring context. This is best effort, after the series write committed:
 * a session that refuses (full, canceled meanwhile, …) is logged and skipped, because the series
 * registration is the commitment and the session rows follow it.
 */
export async function followSeriesSessions(seriesId: number, userId: number, direction: 'register' | 'unregister') {
  for (const sessionId of await futureSessionIds(seriesId)) {
    try {
      const result = direction === 'register' ? await registerForSession(sessionId, userId) : await unregisterFromSession(sessionId, userId)
      if (!result.ok) logger.info({ seriesId, sessionId, userId, direction, reason: result.reason }, 'series: a session did not follow')
    } catch (error) {
      logger.warn({ err: error, seriesId, sessionId, userId, direction }, 'series: session registration follow-up failed')
    }
  }
}
