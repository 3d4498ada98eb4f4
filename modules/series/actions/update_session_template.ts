import db from '@adonisjs/lucid/services/db'
import SessionTemplate from '../models/session_template.js'
import { sessionTemplateColumns, type SessionTemplateInput } from './create_session_template.js'

/**
 * Edits a session template (issue 21 §1). Moving it to another position shifts the ones between
 * its old and new place by one. Sessions already created from it keep their own copies of the
 * fields; the curriculum is read live from the template, so an edit reaches them.
 */
export async function updateSessionTemplate(id: number, input: SessionTemplateInput): Promise<SessionTemplate | null> {
  return db.transaction(async (trx) => {
    const template = await SessionTemplate.query({ client: trx }).where('id', id).first()
    if (!template) return null
    const from = template.seriesPosition
    const count = await trx.from('session_templates').where('series_template_id', template.seriesTemplateId).count('* as total').first()
    const to = Math.min(input.seriesPosition ?? from, Number(count?.total ?? 1))
    const siblings = () => trx.from('session_templates').where('series_template_id', template.seriesTemplateId).whereNot('id', template.id)
    if (to < from) await siblings().whereBetween('series_position', [to, from - 1]).increment('series_position', 1)
    if (to > from) await siblings().whereBetween('series_position', [from + 1, to]).decrement('series_position', 1)
    template.merge({ ...sessionTemplateColumns(input), seriesPosition: to })
    await template.save()
    return template
  })
}
