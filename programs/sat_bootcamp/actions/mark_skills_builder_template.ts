import { setTemplateKind, type SeriesTemplateKind } from '#modules/series/index'
import { PROGRAM_SLUG } from '../constants.js'
import { satTemplates } from '../queries/skills_builders.js'
import { SKILLS_BUILDER_ADMIN_MESSAGES } from '../skills_builders.js'

/**
 * Makes a template of the SAT Bootcamp (the program's, or a plain one of its world, which the
 * program then owns) a skills builder, or standard again (skills_builders.ts).
 */
export async function markSkillsBuilderTemplate(templateId: number, kind: SeriesTemplateKind): Promise<{ ok: true } | { ok: false; reason: string }> {
  const templates = await satTemplates()
  if (!templates.some((template) => template.id === templateId)) return { ok: false, reason: SKILLS_BUILDER_ADMIN_MESSAGES.notSatTemplate }
  return setTemplateKind(templateId, kind, PROGRAM_SLUG)
}
