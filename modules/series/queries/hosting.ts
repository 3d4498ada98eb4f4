import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import SeriesTemplate from '../models/series_template.js'
import { offeredForHosting } from '../policies/series_template_scope.js'
import { sqlInstant } from './sql.js'

/*
 * Reads of hosting a series from a template (spec 000 §2.2 ".../schedule/series-template").
 */

/** Series of the template the user hosts as main host that are still running. */
export async function activeSeriesCount(templateId: number, userId: number, now: DateTime, client: QueryClientContract = db.connection()) {
  const at = sqlInstant(client, now)
  const row = await client
    .from('series as s')
    .join('series_hosts as h', 'h.series_id', 's.id')
    .where('s.series_template_id', templateId)
    .where('h.user_id', userId)
    .where('h.role', 'main')
    .whereNull('h.deleted_at')
    .whereNull('s.deleted_at')
    .where((query) => query.whereNull('s.closed_at').orWhere('s.closed_at', '>', at))
    .whereExists((query) =>
      query
        .from('tutoring_sessions as t')
        .whereRaw('t.series_id = s.id')
        .whereNull('t.deleted_at')
        .whereNull('t.canceled_at')
        .where('t.end_date', '>', at)
    )
    .countDistinct('s.id as total')
    .first()
  return Number(row?.total ?? 0)
}

/** The templates a world's host page offers (SeriesTemplatePolicy.view), by title; at most 100. */
export async function templatesOfferedIn(worldId: number, now: DateTime): Promise<SeriesTemplate[]> {
  return offeredForHosting(SeriesTemplate.query().where('world_id', worldId), now).orderBy('title').orderBy('id').limit(100)
}

/** A template of the world (any state: the policy says whether it can be hosted), or null. */
export async function templateInWorld(templateId: number, worldId: number): Promise<SeriesTemplate | null> {
  return SeriesTemplate.query().where('id', templateId).where('world_id', worldId).first()
}
