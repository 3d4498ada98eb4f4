import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import SessionTemplate from '../models/session_template.js'

/** A series template's session templates in series order (active ones only unless asked). */
export async function sessionTemplatesOf(seriesTemplateId: number, options: { includeInactive?: boolean; client?: QueryClientContract } = {}) {
  const query = SessionTemplate.query(options.client ? { client: options.client } : {}).where('series_template_id', seriesTemplateId)
  if (!options.includeInactive) query.where('active', true)
  return query.orderBy('series_position').orderBy('id')
}

/** The session template a session was made from, or null. */
export async function sessionTemplateOf(session: { sessionTemplateId: number | null }): Promise<SessionTemplate | null> {
  return session.sessionTemplateId ? SessionTemplate.find(session.sessionTemplateId) : null
}

/** How many active session templates each series template has (one query; absent means none). */
export async function sessionTemplateCounts(seriesTemplateIds: number[]): Promise<Map<number, number>> {
  if (seriesTemplateIds.length === 0) return new Map()
  const rows = await db.from('session_templates').whereIn('series_template_id', seriesTemplateIds).where('active', true).groupBy('series_template_id').select('series_template_id').count('* as total')
  return new Map(rows.map((row: any) => [Number(row.series_template_id), Number(row.total)]))
}
