import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { EXPLORE_COUNT_AHEAD, EXPLORE_PER_PAGE, MAX_PER_PAGE } from '../constants.js'
import { fromDbTime, likeText, parseJsonList, sqlTime, toNumber } from '#app/support/database/values'
import { sessionState } from '../session_state.js'
import type { Page, SessionCard } from './session_rows.js'
import { whereViewerMaySee, type SessionViewer } from '../policies/session_scope.js'
import { whereUpcoming } from './conditions.js'
import type { SessionFormat } from '../constants.js'

/*
 * Explore: upcoming sessions a viewer may see (policies/session_scope.ts), filtered by world,
 * topic, day range, language, open seats and a text filter, sorted by start, paginated.
 * Two queries (a capped count + the page) whatever the number of rows: world, topic, host and
 * the viewer's own registration are joined, never loaded per row.
 */
export type ExploreFilters = {
  worldId?: number
  worldSlug?: string
  topicId?: number
  /** Start of the first day (inclusive) and of the day after the last day (exclusive), UTC. */
  from?: DateTime
  until?: DateTime
  language?: string
  openSeats?: boolean
  /** spec 000 §2.2 /explore/all?filter=: matched against the title and the topic name. */
  text?: string
  /** Only sessions of this format (the study spaces page lists 'study-space'). */
  format?: SessionFormat
  page?: number
  perPage?: number
}

export const DELETED_USER_NAME = 'DELETED USER'

export function hostDisplayName(row: { host_name: string | null; host_deleted_at: unknown }) {
  return row.host_deleted_at ? DELETED_USER_NAME : (row.host_name ?? DELETED_USER_NAME)
}

export function cardFromRow(row: Record<string, any>, now: DateTime): SessionCard {
  const startDate = fromDbTime(row.start_date)!
  const endDate = fromDbTime(row.end_date)!
  const state = sessionState(
    {
      startDate,
      endDate,
      zoomStartDate: fromDbTime(row.zoom_start_date),
      zoomEndDate: fromDbTime(row.zoom_end_date),
      attemptedHosting: Boolean(row.attempted_hosting),
      canceledAt: fromDbTime(row.canceled_at),
    },
    now
  )
  return {
    id: toNumber(row.id),
    title: row.title,
    startDate: startDate.toISO()!,
    endDate: endDate.toISO()!,
    topicId: toNumber(row.topic_id),
    topicName: row.topic_name,
    worldSlug: row.world_slug,
    worldTitle: row.world_title,
    hostName: hostDisplayName(row as any),
    seatsLeft: Math.max(0, toNumber(row.max_learners) - toNumber(row.seats_taken)),
    maxLearners: toNumber(row.max_learners),
    languages: parseJsonList(row.languages),
    registered: row.viewer_registration_id !== null && row.viewer_registration_id !== undefined,
    state,
    seriesId: row.series_id === null || row.series_id === undefined ? null : toNumber(row.series_id),
  }
}

/** The columns every session card needs (tutoring_sessions joined with t, w, h). */
export const CARD_COLUMNS = [
  'tutoring_sessions.id',
  'tutoring_sessions.title',
  'tutoring_sessions.start_date',
  'tutoring_sessions.end_date',
  'tutoring_sessions.zoom_start_date',
  'tutoring_sessions.zoom_end_date',
  'tutoring_sessions.attempted_hosting',
  'tutoring_sessions.canceled_at',
  'tutoring_sessions.max_learners',
  'tutoring_sessions.seats_taken',
  'tutoring_sessions.languages',
  'tutoring_sessions.topic_id',
  'tutoring_sessions.series_id',
  't.name as topic_name',
  'w.slug as world_slug',
  'w.title as world_title',
  'h.name as host_name',
  'h.deleted_at as host_deleted_at',
]

/** tutoring_sessions joined with topic, world and primary host; deleted rows excluded. */
export function sessionsWithJoins() {
  return db
    .from('tutoring_sessions')
    .join('topics as t', 't.id', 'tutoring_sessions.topic_id')
    .join('worlds as w', 'w.id', 'tutoring_sessions.world_id')
    .join('users as h', 'h.id', 'tutoring_sessions.user_id')
    .whereNull('tutoring_sessions.deleted_at')
    .whereNull('w.deleted_at')
}

export async function exploreSessions(
  filters: ExploreFilters,
  viewer: SessionViewer,
  now: DateTime = DateTime.utc()
): Promise<Page<SessionCard>> {
  const perPage = Math.min(Math.max(1, Math.floor(filters.perPage ?? EXPLORE_PER_PAGE)), MAX_PER_PAGE)
  const page = Math.max(1, Math.floor(filters.page ?? 1))
  const query = sessionsWithJoins()
  whereUpcoming(query, now)
  whereViewerMaySee(query, viewer, now, { includeUnlisted: Boolean(filters.worldId || filters.worldSlug) })
  if (filters.worldId) query.where('tutoring_sessions.world_id', filters.worldId)
  if (filters.worldSlug) query.where('w.slug', filters.worldSlug)
  if (filters.topicId) query.where('tutoring_sessions.topic_id', filters.topicId)
  if (filters.format) query.where('tutoring_sessions.format', filters.format)
  if (filters.from) query.where('tutoring_sessions.start_date', '>=', sqlTime(filters.from))
  if (filters.until) query.where('tutoring_sessions.start_date', '<', sqlTime(filters.until))
  if (filters.language) query.where('tutoring_sessions.languages', 'like', `%"${likeText(filters.language)}"%`)
  if (filters.openSeats) query.whereRaw('tutoring_sessions.seats_taken < tutoring_sessions.max_learners')
  const text = filters.text ? likeText(filters.text) : ''
  if (text) {
    query.where((sub) =>
      sub.whereRaw('lower(tutoring_sessions.title) like ?', [`%${text}%`]).orWhereRaw('lower(t.name) like ?', [`%${text}%`])
    )
  }
  if (viewer.userId) {
    query.leftJoin('session_registrations as vr', (join) => {
      join
        .on('vr.session_id', '=', 'tutoring_sessions.id')
        .andOnVal('vr.user_id', '=', viewer.userId!)
        .andOnNull('vr.deleted_at')
    })
    query.select([...CARD_COLUMNS, 'vr.id as viewer_registration_id'])
  } else {
    query.select(CARD_COLUMNS)
  }
  // Counting every upcoming session would read all of them (tens of thousands at scale) on every
  // page view; the count stops EXPLORE_COUNT_AHEAD rows past this page ("130+ upcoming sessions").
  const countCap = page * perPage + EXPLORE_COUNT_AHEAD
  const counted = db.from(query.clone().clearSelect().select('tutoring_sessions.id').limit(countCap + 1).as('upcoming'))
  const [countRow] = await counted.count('* as total')
  query.orderBy('tutoring_sessions.start_date', 'asc').orderBy('tutoring_sessions.id', 'asc')
  const rows = await query.offset((page - 1) * perPage).limit(perPage)
  const count = toNumber(countRow.total)
  const total = Math.min(count, countCap)
  return {
    data: rows.map((row: any) => cardFromRow(row, now)),
    meta: { total, totalCapped: count > countCap, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage },
  }
}

function listableWorlds(viewer: SessionViewer) {
  const query = db.from('worlds as w').whereNull('w.deleted_at')
  if (!viewer.isStaff) {
    query.where((sub) => {
      sub.where('w.visibility', 'public')
      if (viewer.userId) {
        sub.orWhereExists((m) =>
          m.from('world_members as wm').whereColumn('wm.world_id', 'w.id').where('wm.user_id', viewer.userId!).whereNull('wm.left_at')
        )
      }
    })
  }
  return query
}

/** Worlds the viewer may list (public or member; staff all), by position — one query. */
export async function worldChoices(viewer: SessionViewer) {
  const rows = await listableWorlds(viewer).select('w.id', 'w.slug', 'w.title').orderBy('w.position').orderBy('w.title')
  return rows.map((r: any) => ({ id: toNumber(r.id), slug: String(r.slug), title: String(r.title) }))
}

/**
 * The explore filter choices in ONE query (a UNION ALL): the worlds the viewer may list, and
 * the topics that have an upcoming session. Sorted here (SQLite refuses ORDER BY inside a
 * UNION member).
 */
export async function exploreChoices(viewer: SessionViewer, now: DateTime = DateTime.utc()) {
  const worlds = listableWorlds(viewer).select(
    db.raw("'world' as kind"),
    'w.slug as value',
    'w.title as label',
    'w.position as position'
  )
  const topics = db
    .from('topics as t')
    .whereNull('t.deleted_at')
    .whereExists((sub) => {
      sub.from('tutoring_sessions').whereColumn('tutoring_sessions.topic_id', 't.id').whereNull('tutoring_sessions.deleted_at')
      whereUpcoming(sub, now)
    })
    .select(db.raw("'topic' as kind"), db.raw('CAST(t.id AS TEXT) as value'), 't.name as label', db.raw('0 as position'))
  const rows: any[] = await worlds.unionAll(topics, false)
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label)
  return {
    worlds: rows
      .filter((r) => r.kind === 'world')
      .sort((a, b) => toNumber(a.position) - toNumber(b.position) || byLabel(a, b))
      .map((r) => ({ slug: String(r.value), title: String(r.label) })),
    topics: rows
      .filter((r) => r.kind === 'topic')
      .map((r) => ({ id: toNumber(r.value), name: String(r.label) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}
