import db from '@adonisjs/lucid/services/db'
import type { FormBlock } from '#modules/forms/shared/index'
import SeriesTemplate from '../models/series_template.js'
import SessionTemplate from '../models/session_template.js'

/**
 * Replaces the questionnaire of a series template, or of one of its session templates (issue 21
 * §3; spec 001 §3.3). Series and sessions hosted later copy it; those hosted before keep theirs.
 */
export async function updateTemplateQuestionnaire(target: { templateId: number; sessionTemplateId: number | null }, blocks: FormBlock[]): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row =
      target.sessionTemplateId === null
        ? await SeriesTemplate.query({ client: trx }).where('id', target.templateId).forUpdate().first()
        : await SessionTemplate.query({ client: trx }).where('id', target.sessionTemplateId).where('series_template_id', target.templateId).forUpdate().first()
    if (!row) return false
    row.questionnaire = blocks
    await row.save()
    return true
  })
}
