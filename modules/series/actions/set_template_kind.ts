import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isSeriesTemplateKind, type SeriesTemplateKind } from '../template_kinds.js'

export type KindResult = { ok: true } | { ok: false; reason: string }

/**
 * Makes a template a skills builder, or standard again (template_kinds.ts). `programSlug` claims a
 * template that belongs to no program for the program that places its learners (its filters are
 * asked only about its own templates); a template of another program is refused.
 */
export async function setTemplateKind(templateId: number, kind: SeriesTemplateKind, programSlug: string | null = null): Promise<KindResult> {
  if (!isSeriesTemplateKind(kind)) return { ok: false, reason: 'Choose standard or skills builder.' }
  return db.transaction(async (trx): Promise<KindResult> => {
    const template = await trx.from('series_templates').where('id', templateId).whereNull('deleted_at').forUpdate().first()
    if (!template) return { ok: false, reason: 'There is no such template.' }
    if (programSlug && template.program_slug && template.program_slug !== programSlug) {
      return { ok: false, reason: 'That template belongs to another program.' }
    }
    await trx
      .from('series_templates')
      .where('id', templateId)
      .update({ kind, ...(programSlug && !template.program_slug ? { program_slug: programSlug } : {}), updated_at: DateTime.utc().toSQL({ includeOffset: false }) })
    return { ok: true }
  })
}
