import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { fromDbTime, iso } from '#app/support/database/values'
import { displayNamesOf } from '#modules/identity/index'
import { visibleToVisitors } from '../policies/series_scope.js'
import { sqlInstant } from './sql.js'

/*
 * Lists other contexts read through the public surface (find-a-program pages, dashboards).
 */
export type UpcomingSeriesFilters = {
  worldId?: number
  templateIds?: number[]
  programSlug?: string
  page?: number
  perPage?: number
  /**
   * Series of membership-only worlds are left out unless this is true; a caller that sets it
   * must have checked the viewer may see those worlds (`canViewWorld`).
   */
  includeMembershipWorlds?: boolean
}

export type UpcomingSeriesItem = {
  id: number
  title: string
  worldSlug: string
  firstSessionAt: string | null
  seatsLeft: number
  hostName: string
}

export type Paginated<T> = { data: T[]; meta: { total: number; currentPage: number; lastPage: number } }

const toIso = (value: unknown): string | null => iso(fromDbTime(value))

/**
 * Series a learner could still join: not deleted, not closed, enrollment not closed, with at
 * least one session that has not ended; earliest first session first. seatsLeft subtracts
 * registrations and active reservations (spec 001 §5.4).
 */
export async function listUpcomingSeries(filters: UpcomingSeriesFilters = {}): Promise<Paginated<UpcomingSeriesItem>> {
  const client = db.connection()
  const now = sqlInstant(client, DateTime.utc())
  const perPage = Math.min(100, Math.max(1, Math.floor(filters.perPage ?? 20)))
  const page = Math.max(1, Math.floor(filters.page ?? 1))

  const base = () => {
    const query = client
      .from('series as s')
      .join('worlds as w', 'w.id', 's.world_id')
      .whereNull('s.deleted_at')
      .whereNull('w.deleted_at')
      .where((q) => q.whereNull('s.closed_at').orWhere('s.closed_at', '>', now))
      .where((q) => q.whereNull('s.enrollment_closed_at').orWhere('s.enrollment_closed_at', '>', now))
      .whereExists((q) =>
        q
          .from('tutoring_sessions as t')
          .whereRaw('t.series_id = s.id')
          .whereNull('t.deleted_at')
          .whereNull('t.canceled_at')
          .where('t.end_date', '>', now)
      )
    if (!filters.includeMembershipWorlds) visibleToVisitors(query)
    if (filters.worldId !== undefined) query.where('s.world_id', filters.worldId)
    if (filters.templateIds !== undefined) {
      if (filters.templateIds.length === 0) query.whereRaw('1 = 0')
      else query.whereIn('s.series_template_id', filters.templateIds)
    }
    if (filters.programSlug !== undefined) {
      query.whereExists((q) =>
        q.from('series_templates as st').whereRaw('st.id = s.series_template_id').where('st.program_slug', filters.programSlug!)
      )
    }
    return query as DatabaseQueryBuilderContract
  }

  const countRow = await base().count('* as total').first()
  const total = Number(countRow?.total ?? 0)
  const rows = await base()
    .select('s.id', 's.title', 's.user_id', 's.max_learners', 's.seats_taken', 'w.slug as world_slug')
    .select(
      client.raw(
        '(SELECT MIN(t.start_date) FROM tutoring_sessions t WHERE t.series_id = s.id AND t.deleted_at IS NULL AND t.canceled_at IS NULL) as first_session_at'
      )
    )
    .select(
      client.raw(
        '(SELECT COUNT(*) FROM series_reservations r WHERE r.series_id = s.id AND r.deleted_at IS NULL AND r.expired_at > ?) as reserved',
        [now]
      )
    )
    .orderByRaw('first_session_at ASC')
    .orderBy('s.id', 'asc')
    .offset((page - 1) * perPage)
    .limit(perPage)

  const names = await displayNamesOf(rows.map((row: any) => Number(row.user_id)), { withDeleted: true })
  return {
    data: rows.map((row: any) => ({
      id: Number(row.id),
      title: row.title,
      worldSlug: row.world_slug,
      firstSessionAt: toIso(row.first_session_at),
      seatsLeft: Math.max(0, Number(row.max_learners) - Number(row.seats_taken) - Number(row.reserved)),
      hostName: names.get(Number(row.user_id)) ?? 'DELETED USER',
    })),
    meta: { total, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  }
}

export type MySeriesItem = { id: number; title: string; nextSessionAt: string | null; role: 'learner' | 'host' }

/**
 * For dashboards: series the user is registered for (not withdrawn) or hosts (approved, not
 * removed), that are not closed, with the next session not yet ended; soonest first, at most 50.
 */
export async function seriesFor(userId: number): Promise<MySeriesItem[]> {
  const client = db.connection()
  const now = sqlInstant(client, DateTime.utc())
  const nextSession =
    '(SELECT MIN(t.start_date) FROM tutoring_sessions t WHERE t.series_id = s.id AND t.deleted_at IS NULL AND t.canceled_at IS NULL AND t.end_date > ?) as next_session_at'
  const open = (q: any) => q.whereNull('s.deleted_at').where((inner: any) => inner.whereNull('s.closed_at').orWhere('s.closed_at', '>', now))

  const learner = await open(
    client
      .from('series as s')
      .join('series_registrations as r', 'r.series_id', 's.id')
      .where('r.user_id', userId)
      .whereNull('r.withdrawn_at')
      .whereNull('r.deleted_at')
  )
    .select('s.id', 's.title')
    .select(client.raw(nextSession, [now]))
    .limit(200)
  const host = await open(
    client
      .from('series as s')
      .join('series_hosts as h', 'h.series_id', 's.id')
      .where('h.user_id', userId)
      .whereNotNull('h.approved_at')
      .whereNull('h.deleted_at')
  )
    .select('s.id', 's.title')
    .select(client.raw(nextSession, [now]))
    .limit(200)

  const items = new Map<number, MySeriesItem>()
  for (const [rows, role] of [
    [host, 'host'],
    [learner, 'learner'],
  ] as const) {
    for (const row of rows as any[]) {
      const id = Number(row.id)
      if (items.has(id)) continue
      items.set(id, { id, title: row.title, nextSessionAt: toIso(row.next_session_at), role })
    }
  }
  return [...items.values()]
    .filter((item) => item.nextSessionAt !== null)
    .sort((a, b) => a.nextSessionAt!.localeCompare(b.nextSessionAt!) || a.id - b.id)
    .slice(0, 50)
}
