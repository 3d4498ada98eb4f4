import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { hooks, type OutletCard } from '#kernel/hooks'
import type { Viewer } from '#modules/identity/index'
import db from '@adonisjs/lucid/services/db'
import { followedTopicIdsQuery } from '#modules/catalog/index'
import { World, WorldMember, memberWorldIdsQuery } from '#modules/worlds/index'
import { Series, SeriesHost, SeriesTemplate, offeredForHosting, seriesFor } from '#modules/series/index'
import { sqlTime } from '#app/support/database/values'
import {
  pastSessionsFor,
  recommendedSessionsFor,
  upcomingSessionsFor,
  type RecommendedSession,
  type ScheduleItem,
} from '#modules/tutoring/index'
import type { DashboardSeries } from '../transformers/resource_types.js'

/*
 * What the two dashboards show (issue "Kernel" §6). Each read is one query (two for seriesFor)
 * whatever the number of rows, so a page costs a fixed number of queries: lists are bounded
 * previews with a link to the full, paginated list (/schedule, /explore).
 */

/** How many items each dashboard list previews. */
export const PREVIEW = 6
/** How many of the user's own upcoming sessions are read to split learner / host rows. */
const OWN_WINDOW = 20
/** At most this many followed topics and joined worlds are read to rank suggestions. */
const RECOMMEND_SOURCES = 200

/**
 * The topics the user follows and the worlds they belong to, in ONE statement (a union of
 * catalog's and worlds' reads): the dashboard, with a blocking prompt computed on it, stays
 * within issue 11's six statements of its own.
 */
async function followedTopicsAndWorlds(userId: number): Promise<{ topicIds: number[]; worldIds: number[] }> {
  const rows: { kind: string; id: number | string }[] = await db
    .from(followedTopicIdsQuery(userId).select(db.raw("'topic' as kind")).limit(RECOMMEND_SOURCES).as('t'))
    .select('kind', 'topic_id as id')
    .unionAll(db.from(memberWorldIdsQuery(userId).select(db.raw("'world' as kind")).limit(RECOMMEND_SOURCES).as('w')).select('kind', 'world_id as id'), false)
  const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => Number(row.id))
  return { topicIds: ids('topic'), worldIds: ids('world') }
}

export type LearnerDashboard = {
  upcoming: ScheduleItem[]
  series: DashboardSeries[]
  recommended: RecommendedSession[]
  /** Cards programs put on the dashboard (hooks.outlet('dashboard.cards')). */
  cards: OutletCard[]
}

/** /dashboard: the user's upcoming sessions and series, suggestions, and program cards. */
export async function learnerDashboard(viewer: NonNullable<Viewer>): Promise<LearnerDashboard> {
  const userId = viewer.user.id
  const own = await upcomingSessionsFor(userId, { limit: OWN_WINDOW })
  const series = await seriesFor(userId)
  const { topicIds, worldIds } = await followedTopicsAndWorlds(userId)
  // Open seats, visible to the viewer, not theirs; followed topics, then their worlds, then soonest.
  const recommended = await recommendedSessionsFor(viewer, {
    topicIds,
    worldIds,
    excludeIds: own.map((item) => item.id),
    limit: PREVIEW,
  })
  return {
    upcoming: own.filter((item) => item.role === 'learner').slice(0, PREVIEW),
    series: series.filter((item) => item.role === 'learner'),
    recommended,
    cards: await hooks.outlet('dashboard.cards', { userId }),
  }
}

export type TutorDashboard = {
  upcoming: ScheduleItem[]
  recent: ScheduleItem[]
  series: DashboardSeries[]
  recentSeries: DashboardSeries[]
  /** Worlds with live templates, with their count as `$extras.template_count`. */
  hostWorlds: World[]
}

/**
 * Worlds with at least one live series template that the tutor may see (public and
 * unlisted worlds, membership worlds they belong to), with the number of templates: one query.
 * Whether a template can be hosted (topic, program window, limits) is shown on the world's
 * host page.
 */
async function hostWorlds(userId: number): Promise<World[]> {
  const now = DateTime.utc()
  // Templates still in use: offered for hosting and before their learner deadline (a program's
  // template whose learner deadline has passed can no longer be hosted by anyone).
  const deadline = sqlTime(now)
  const live = (query: ModelQueryBuilderContract<typeof SeriesTemplate>) =>
    offeredForHosting(query, now).where((q) =>
      q.whereNull('series_templates.learner_deadline_at').orWhere('series_templates.learner_deadline_at', '>', deadline)
    )
  const templates = live(SeriesTemplate.query()).select('world_id')
  const memberOf = WorldMember.query().where('user_id', userId).whereNull('left_at').select('world_id')
  const worlds = await World.query()
    .whereIn('id', templates)
    .where((q) => q.whereIn('visibility', ['public', 'unlisted']).orWhereIn('id', memberOf))
    .select('id', 'slug', 'title')
    .select(live(SeriesTemplate.query()).whereColumn('series_templates.world_id', 'worlds.id').count('*').as('template_count'))
    .orderBy('position')
    .orderBy('id')
    .limit(50)
  return worlds
}

/** Series the tutor hosts that have no session ahead any more (closed or over): one query. */
async function recentHostedSeries(userId: number, exclude: Set<number>): Promise<DashboardSeries[]> {
  const hosted = SeriesHost.query().where('user_id', userId).whereNotNull('approved_at').whereNull('deleted_at').select('series_id')
  const rows = await Series.query()
    .whereIn('id', hosted)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PREVIEW + 50)
  return rows
    .filter((series) => !exclude.has(series.id))
    .slice(0, PREVIEW)
    .map((series) => ({ id: series.id, title: series.title, nextSessionAt: null }))
}

/** /tutor: what the tutor hosts, upcoming and recent, and where they can host a series. */
export async function tutorDashboard(viewer: NonNullable<Viewer>): Promise<TutorDashboard> {
  const userId = viewer.user.id
  const upcoming = await upcomingSessionsFor(userId, { limit: OWN_WINDOW })
  const past = await pastSessionsFor(userId, { limit: OWN_WINDOW })
  const mine = await seriesFor(userId)
  const series = mine.filter((item) => item.role === 'host')
  const upcomingSeriesIds = new Set(series.map((item) => item.id))
  return {
    upcoming: upcoming.filter((item) => item.role !== 'learner').slice(0, PREVIEW),
    recent: past.filter((item) => item.role !== 'learner').slice(0, PREVIEW),
    series,
    recentSeries: await recentHostedSeries(userId, upcomingSeriesIds),
    hostWorlds: await hostWorlds(userId),
  }
}
