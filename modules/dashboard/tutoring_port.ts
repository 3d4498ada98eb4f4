import * as tutoring from '#modules/tutoring/index'
import type { Viewer } from '#modules/identity/index'

/*
 * Recommended sessions for the learner dashboard (issue "Kernel" §6): upcoming sessions with
 * open seats on topics the user follows or in worlds they belong to, then the soonest open
 * sessions, never one they already attend or host, and only sessions they may see.
 *
 * The tutoring context owns session visibility, so the list comes from it. When tutoring
 * exports `recommendedSessionsFor(viewer, { topicIds, worldIds, limit })` (one query, see the
 * dashboard README section of the report) it is used; until then this adapter ranks the soonest
 * visible sessions from `listUpcomingSessions` (four queries: viewer, count, page).
 */
export type RecommendedSession = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  worldSlug: string
  hostName: string
  seatsLeft: number
  /** Why it is suggested. */
  reason: 'topic' | 'world' | 'soon'
}

export type RecommendationInput = {
  /** Topics the user follows, with their names (the fallback matches on names). */
  topics: Array<{ id: number; name: string }>
  /** Worlds the user is a member of. */
  worlds: Array<{ id: number; slug: string }>
  /** Sessions to leave out (the user's own). */
  excludeIds: number[]
  limit: number
}

type FastPath = (
  viewer: NonNullable<Viewer>,
  input: { topicIds: number[]; worldIds: number[]; excludeIds: number[]; limit: number }
) => Promise<RecommendedSession[]>

const api = tutoring as unknown as Record<string, unknown>

/** How many of the soonest visible sessions the fallback ranks. */
const FALLBACK_WINDOW = 50

export async function recommendedSessions(viewer: NonNullable<Viewer>, input: RecommendationInput): Promise<RecommendedSession[]> {
  const fast = api.recommendedSessionsFor
  if (typeof fast === 'function') {
    return (fast as FastPath)(viewer, {
      topicIds: input.topics.map((t) => t.id),
      worldIds: input.worlds.map((w) => w.id),
      excludeIds: input.excludeIds,
      limit: input.limit,
    })
  }

  const page = await tutoring.listUpcomingSessions({ viewerId: viewer.user.id, perPage: FALLBACK_WINDOW })
  const topicNames = new Set(input.topics.map((t) => t.name))
  const worldSlugs = new Set(input.worlds.map((w) => w.slug))
  const excluded = new Set(input.excludeIds)
  const rank = { topic: 0, world: 1, soon: 2 } as const
  return page.data
    .filter((session) => session.seatsLeft > 0 && !excluded.has(session.id))
    .map((session, index) => {
      const reason: RecommendedSession['reason'] = topicNames.has(session.topicName)
        ? 'topic'
        : worldSlugs.has(session.worldSlug)
          ? 'world'
          : 'soon'
      return { session: { ...session, reason }, index }
    })
    .sort((a, b) => rank[a.session.reason] - rank[b.session.reason] || a.index - b.index)
    .slice(0, input.limit)
    .map(({ session }) => session)
}
