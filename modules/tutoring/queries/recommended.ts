import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Viewer } from '#modules/identity/index'
import { MAX_PER_PAGE } from '../constants.js'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { sessionViewerOf, whereViewerMaySee } from '../policies/session_scope.js'
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

/** Decision: suggestions look at up to this many followed topics and member worlds. */
export const RECOMMEND_MAX_TOPICS = 10
export const RECOMMEND_MAX_WORLDS = 10

/**
 * Sessions to suggest to a person (learner dashboard): not started yet, with an open seat, that
 * they may see, that they neither attend nor host; sessions on the given topics first, then in
 * the given worlds, then the soonest others. One query: a UNION ALL of the soonest few of each
 * topic, each world and overall (each walks an index from now), merged here. Ranking all
 * upcoming sessions in one ORDER BY would sort every one of them on each view.
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
  const limit = Math.min(Math.max(1, input.limit ?? 6), MAX_PER_PAGE)

  const soonest = (rank: number, alias: string, narrow?: (query: ReturnType<typeof sessionsWithJoins>) => void) => {
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
    narrow?.(query)
    query
      .select(CARD_COLUMNS)
      .select('tutoring_sessions.world_id', db.raw(`${rank} as rank`))
      .orderBy('tutoring_sessions.start_date', 'asc')
      .orderBy('tutoring_sessions.id', 'asc')
      .limit(limit)
    return db.from(query.as(alias)).select('*')
  }

  // One branch per topic and per world: each reads its (topic_id|world_id, start_date) index in
  // order and stops after `limit` rows, where one branch with IN (...) would sort them all.
  const branches = [soonest(2, 'soonest')]
  topicIds.slice(0, RECOMMEND_MAX_TOPICS).forEach((id, i) => branches.push(soonest(0, `topic_${i}`, (q) => q.where('tutoring_sessions.topic_id', id))))
  worldIds.slice(0, RECOMMEND_MAX_WORLDS).forEach((id, i) => branches.push(soonest(1, `world_${i}`, (q) => q.where('tutoring_sessions.world_id', id))))
  const [first, ...others] = branches
  const rows: any[] = others.length > 0 ? await first.unionAll(others, false) : await first

  // A session can come from several branches: it keeps its best rank. The soonest `limit` of the
  // best rank, then of the next, are the same as one ranked ORDER BY over all sessions would give.
  const best = new Map<number, any>()
  for (const row of rows) {
    const id = Number(row.id)
    const seen = best.get(id)
    if (!seen || Number(row.rank) < Number(seen.rank)) best.set(id, row)
  }
  const startOf = (row: any) => fromDbTime(row.start_date)!.toMillis()
  const ranked = [...best.values()].sort(
    (a, b) => Number(a.rank) - Number(b.rank) || startOf(a) - startOf(b) || Number(a.id) - Number(b.id)
  )
  const topics = new Set(topicIds)
  const worlds = new Set(worldIds)
  return ranked.slice(0, limit).map((row: any) => {
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
