import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type SeriesTemplate from '../models/series_template.js'
import { sqlInstant } from '../queries/sql.js'

/**
 * Templates offered for hosting: the list form of SeriesTemplatePolicy.view (active, enabled,
 * not retired, program round not over). Spelled out in full, deleted_at included, so it also
 * holds inside a subquery, where the model's soft-delete hook does not run.
 */
export function offeredForHosting<Query extends ModelQueryBuilderContract<typeof SeriesTemplate, any>>(query: Query, now: DateTime): Query {
  const at = sqlInstant(db.connection(), now)
  query
    .where('series_templates.active', true)
    .where('series_templates.enabled', true)
    .whereNull('series_templates.deleted_at')
    .where((inner) => inner.whereNull('series_templates.ends_at').orWhere('series_templates.ends_at', '>', at))
  return query
}
