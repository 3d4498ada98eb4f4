import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { SERIES_NPS_WINDOW_DAYS } from '../shared/index.js'

export type PendingSeriesNps = { seriesId: number; title: string; programSlug: string | null }

/*
 * Prompt 5, series-level tutor NPS (spec 002 §9 "Series NPS shown when the final session ended
 * within a window", value not shown). Decision: asked of every approved, live host of a series
 * once the series' last live session has ended, for SERIES_NPS_WINDOW_DAYS; answered once
 * (series_hosts.feedback_nps is then set). ONE query on the host's rows (index on user_id).
 * The tutor role (spec 000 §6.4) is checked by the caller, only when this finds something.
 */
export async function pendingSeriesNpsOf(userId: number, options: { now?: DateTime; seriesId?: number } = {}): Promise<PendingSeriesNps | null> {
  const now = options.now ?? DateTime.utc()
  const query = db
    .from('series_hosts as h')
    .join('series as se', 'se.id', 'h.series_id')
    .join('tutoring_sessions as s', 's.series_id', 'se.id')
    .leftJoin('series_templates as st', 'st.id', 'se.series_template_id')
    .where('h.user_id', userId)
    .whereNull('h.deleted_at')
    .whereNotNull('h.approved_at')
    .whereNull('h.feedback_nps')
    .whereNull('se.deleted_at')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .groupBy('se.id', 'se.title', 'st.program_slug')
    .havingRaw('MAX(s.end_date) <= ?', [sqlTime(now)])
    .havingRaw('MAX(s.end_date) >= ?', [sqlTime(now.minus({ days: SERIES_NPS_WINDOW_DAYS }))])
    .select('se.id', 'se.title', 'st.program_slug')
    .orderBy('se.id', 'asc')
  if (options.seriesId !== undefined) query.where('se.id', options.seriesId)
  const row = await query.first()
  return row ? { seriesId: row.id, title: row.title, programSlug: row.program_slug ?? null } : null
}
