import db from '@adonisjs/lucid/services/db'
import type { FilterVerdict, SeriesFilterSubject } from '#kernel/hooks'
import { skillsBuilderBandOf, skillsBuilderSeries, templateKindOf } from '#modules/series/index'
import { PROGRAM_SLUG, WORLD_SLUG } from '../constants.js'
import { scoreBands } from './admin.js'
import { sectionOf } from '../score_bands.js'
import { skillsBuilderPlacement } from '../skills_builders.js'

/** Whether a template is a skills builder (series' template kind). */
export async function isSkillsBuilder(templateId: number | null): Promise<boolean> {
  return (await templateKindOf(templateId)) === 'skills-builder'
}

/** series.canRegister for a series of one of the program's skills-builder templates (skills_builders.ts). */
export async function skillsBuilderVerdict(subject: SeriesFilterSubject): Promise<FilterVerdict> {
  if (!subject.seriesId || !(await isSkillsBuilder(subject.templateId))) return { allowed: true }
  const seriesLevel = await skillsBuilderBandOf(subject.seriesId)
  if (!seriesLevel) return { allowed: true }
  const [record, bands, siblings] = await Promise.all([
    db.from('sat_bootcamp_users').where('user_id', subject.userId).select('math_score_band_id', 'reading_score_band_id').first(),
    scoreBands(),
    skillsBuilderSeries({ programSlug: PROGRAM_SLUG, templateId: subject.templateId! }),
  ])
  const band = (id: unknown) => bands.find((entry) => entry.id === Number(id)) ?? null
  return skillsBuilderPlacement({
    seriesLevel,
    section: sectionOf(subject.offeringSlug),
    learner: { math: record ? band(record.math_score_band_id) : null, reading: record ? band(record.reading_score_band_id) : null },
    alternatives: siblings.filter((series) => series.id !== subject.seriesId && !series.closed).map((series) => ({ id: series.id, title: series.title, levelId: series.band?.id ?? null })),
  })
}

export type SatTemplateRow = { id: number; title: string; kind: string; programIteration: string | null }

/** The templates staff may make skills builders: the program's own and those of its world. */
export async function satTemplates(): Promise<SatTemplateRow[]> {
  const rows = await db
    .from('series_templates as t')
    .leftJoin('worlds as w', 'w.id', 't.world_id')
    .whereNull('t.deleted_at')
    .where((query) => query.where('t.program_slug', PROGRAM_SLUG).orWhere((world) => world.where('w.slug', WORLD_SLUG).whereNull('t.program_slug')))
    .orderBy('t.id', 'desc')
    .limit(200)
    .select('t.id', 't.title', 't.kind', 't.program_iteration')
  return rows.map((row) => ({ id: Number(row.id), title: String(row.title), kind: String(row.kind), programIteration: row.program_iteration ?? null }))
}
