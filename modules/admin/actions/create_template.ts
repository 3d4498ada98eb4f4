import db from '@adonisjs/lucid/services/db'
import { SeriesTemplate } from '#modules/series/index'
import { templateColumns, withUniqueSlug, type TemplateInput } from '../template_columns.js'
import { recordAudit } from './record_audit.js'

/** A new staff template: inactive until staff activate it (decision), owned by its creator. */
export async function createTemplate(actor: { id: number }, input: TemplateInput) {
  return withUniqueSlug(() =>
    db.transaction(async (trx) => {
      const template = await SeriesTemplate.create(
        { ...templateColumns(input), userId: actor.id, active: false, enabled: true },
        { client: trx }
      )
      await recordAudit(trx, {
        actorUserId: actor.id,
        action: 'template.created',
        subjectType: 'series_template',
        subjectId: template.id,
        details: { slug: template.slug, title: template.title },
      })
      return template
    })
  )
}
