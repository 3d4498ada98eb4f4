import db from '@adonisjs/lucid/services/db'
import type { SeriesTemplate } from '#modules/series/index'
import { templateColumns, withUniqueSlug, type TemplateInput } from '../template_columns.js'
import { recordAudit } from './record_audit.js'

type Columns = ReturnType<typeof templateColumns>

/** Saves a template; the audit event lists the fields that changed (before and after). */
export async function updateTemplate(actor: { id: number }, template: SeriesTemplate, input: TemplateInput) {
  return withUniqueSlug(() =>
    db.transaction(async (trx) => {
      const before = templateColumns(template)
      const after = templateColumns(input)
      const changes: Record<string, { from: unknown; to: unknown }> = {}
      for (const key of Object.keys(after) as Array<keyof Columns>) {
        if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] }
      }
      if (Object.keys(changes).length === 0) return false
      template.useTransaction(trx)
      template.merge(after)
      await template.save()
      await recordAudit(trx, {
        actorUserId: actor.id,
        action: 'template.updated',
        subjectType: 'series_template',
        subjectId: template.id,
        details: { slug: template.slug, changes },
      })
      return true
    })
  )
}
