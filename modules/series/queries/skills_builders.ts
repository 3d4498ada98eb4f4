import db from '@adonisjs/lucid/services/db'
import { skillsBuilderBandFrom, type SkillsBuilderBand } from '../template_kinds.js'

export type SkillsBuilderSeries = { id: number; title: string; templateId: number; templateTitle: string; closed: boolean; band: SkillsBuilderBand | null }

function parse(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>
  try {
    const parsed = JSON.parse(String(value ?? '{}'))
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/** The series of a program's skills-builder templates (or of one template, or one series), newest first, at most `limit`. */
export async function skillsBuilderSeries(filter: { programSlug: string; templateId?: number; seriesId?: number }, limit = 200): Promise<SkillsBuilderSeries[]> {
  const query = db
    .from('series as s')
    .join('series_templates as t', 't.id', 's.series_template_id')
    .where('t.kind', 'skills-builder')
    .where('t.program_slug', filter.programSlug)
    .whereNull('s.deleted_at')
    .whereNull('t.deleted_at')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .select('s.id', 's.title', 's.closed_at', 's.enrollment_closed_at', 's.internal_state', 't.id as template_id', 't.title as template_title')
  if (filter.templateId) query.where('t.id', filter.templateId)
  if (filter.seriesId) query.where('s.id', filter.seriesId)
  const rows = await query
  return rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    templateId: Number(row.template_id),
    templateTitle: String(row.template_title),
    closed: Boolean(row.closed_at || row.enrollment_closed_at),
    band: skillsBuilderBandFrom(parse(row.internal_state)),
  }))
}

/** The level of one series (null when none is set or it is not a skills builder's). */
export async function skillsBuilderBandOf(seriesId: number): Promise<SkillsBuilderBand | null> {
  const row = await db.from('series').where('id', seriesId).select('internal_state').first()
  return row ? skillsBuilderBandFrom(parse(row.internal_state)) : null
}

/** The kind of a template (null when there is no such template). */
export async function templateKindOf(templateId: number | null): Promise<string | null> {
  if (!templateId) return null
  const row = await db.from('series_templates').where('id', templateId).select('kind').first()
  return row ? String(row.kind) : null
}
