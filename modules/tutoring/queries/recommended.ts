import { DateTime } from 'luxon'
import type { Viewer } from '#modules/identity/index'
import { MAX_PER_PAGE } from '../constants.js'
import { sqlTime } from '../db_values.js'
import { sessionViewerOf, whereViewerMaySee } from '../policies/session_visibility.js'
import { CARD_COLUMNS, cardFromRow, sessionsWithJoins } from './explore.js'
import { whereUpcoming } from './conditions.js'

export type RecommendedSession = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  worldSlug: string
  hostName: string
  seatsLeft: number
  /** Why it is suggested: a followed topic, a world the person belongs to, or simply soon. */
  reason: 'topic' | 'world' | 'soon'
}

/**
 * Sessions to suggest to a person (learner dashboard): not started yet, with an open seat, that
 * they may see, that they neither attend nor host; sessions on the given topics first, then in
 * the given worlds, then the soonest others. One query.
 */
export async function recommendedSessionsFor(
  viewer: NonNullable<Viewer>,
  input: { topicIds: number[]; worldIds: number[]; excludeIds?: number[]; limit?: number }
): Promise<RecommendedSession[]> {
  const now = DateTime.utc()
  const sv = sessionViewerOf(viewer)
  const topicIds = input.topicIds.filter((id) => Number.isSafeInteger(id))
  const worldIds = input.worldIds.filter((id) => Number.isSafeInteger(id))
  const userId = viewer.user.id
  const query = sessionsWithJoins()
  whereUpcoming(query, now)
  whereViewerMaySee(query, sv, now)
  query
    .where('tutoring_sessions.start_date', '>', sqlTime(now))
    .whereRaw('tutoring_sessions.seats_taken < tutoring_sessions.max_learners')
    .whereNotExists((r) =>
      r.from('session_registrations as rr').whereColumn('rr.session_id', 'tutoring_sessions.id').where('rr.user_id', userId).whereNull('rr.deleted_at')
    )
    .whereNotExists((h) =>
      h.from('session_hosts as hh').whereColumn('hh.session_id', 'tutoring_sessions.id').where('hh.user_id', userId).whereNull('hh.deleted_at')
    )
  if (input.excludeIds && input.excludeIds.length > 0) query.whereNotIn('tutoring_sessions.id', input.excludeIds)
  const rankParts: string[] = []
  const bindings: number[] = []
  if (topicIds.length > 0) {
    rankParts.push(`when tutoring_sessions.topic_id in (${topicIds.map(() => '?').join(',')}) then 0`)
    bindings.push(...topicIds)
  }
  if (worldIds.length > 0) {
    rankParts.push(`when tutoring_sessions.world_id in (${worldIds.map(() => '?').join(',')}) then 1`)
    bindings.push(...worldIds)
  }
  if (rankParts.length > 0) query.orderByRaw(`case ${rankParts.join(' ')} else 2 end`, bindings)
  const rows = await query
    .select(CARD_COLUMNS)
    .select('tutoring_sessions.world_id')
    .orderBy('tutoring_sessions.start_date', 'asc')
    .orderBy('tutoring_sessions.id', 'asc')
    .limit(Math.min(Math.max(1, input.limit ?? 6), MAX_PER_PAGE))
  const topics = new Set(topicIds)
  const worlds = new Set(worldIds)
  return rows.map((row: any) => {
    const card = cardFromRow(row, now)
    const reason: RecommendedSession['reason'] = topics.has(card.topicId) ? 'topic' : worlds.has(Number(row.world_id)) ? 'world' : 'soon'
    return {
      id: card.id,
      title: card.title,
      startDate: card.startDate,
      endDate: card.endDate,
      topicName: card.topicName,
      worldSlug: card.worldSlug,
      hostName: card.hostName,
      seatsLeft: card.seatsLeft,
      reason,
    }
  })
}
