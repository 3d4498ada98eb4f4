/*
 * Series template kinds (issue 18 §3; spec 002 §9 "Skills builder template id 3").
 * - standard: any other template.
 * - skills-builder: short practice series grouped by level. Each series of such a template carries
 *   its level in internal_state.sat_skills_builder_score_band (spec 001 §3.3): `{ id, label }`, the
 *   id and words of a score band owned by the program that places learners (the series context
 *   stores and shows it, the program's `series.canRegister` filter does the placing).
 * Decision on "id 3": nothing looks templates up by id. Staff mark a template as a skills builder
 * (setTemplateKind); a database carried over from the legacy product maps its template 3 by
 * setting that row's kind once, as data, not in code.
 */
export const SERIES_TEMPLATE_KINDS = ['standard', 'skills-builder'] as const
export type SeriesTemplateKind = (typeof SERIES_TEMPLATE_KINDS)[number]

export const SKILLS_BUILDER_BAND_KEY = 'sat_skills_builder_score_band'

export type SkillsBuilderBand = { id: number; label: string }

/** The band a series' internal state holds, or null (a malformed value counts as none). */
export function skillsBuilderBandFrom(internalState: Record<string, unknown> | null | undefined): SkillsBuilderBand | null {
  const value = internalState?.[SKILLS_BUILDER_BAND_KEY]
  if (!value || typeof value !== 'object') return null
  const { id, label } = value as Record<string, unknown>
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof label === 'string' && label.length > 0 ? { id, label } : null
}

export function isSeriesTemplateKind(value: unknown): value is SeriesTemplateKind {
  return typeof value === 'string' && (SERIES_TEMPLATE_KINDS as readonly string[]).includes(value)
}
