import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import SessionTemplate from '../models/session_template.js'
import type { sessionTemplateValidator } from '../validators/teaching_validators.js'

export type SessionTemplateInput = Infer<typeof sessionTemplateValidator>

/** The columns a validated session template form writes (blank optional fields stay null). */
export function sessionTemplateColumns(input: SessionTemplateInput) {
  return {
    title: input.title,
    description: input.description ?? '',
    externalDescription: input.externalDescription ?? '',
    curriculum: input.curriculum ?? null,
    curriculumUrl: input.curriculumUrl ?? null,
    maxLearners: input.maxLearners ?? null,
    allowCohosts: input.allowCohosts ?? null,
    topicId: input.topicId ?? null,
    durationMinutes: input.durationMinutes ?? null,
    attendancePolicy: input.attendancePolicy ?? null,
    active: input.active ?? true,
  }
}

/**
 * Adds a session template under a series template (issue 21 §1). Without a position it goes last;
 * with one, the templates at and after it move down one place, so positions stay distinct.
 */
export async function createSessionTemplate(seriesTemplateId: number, input: SessionTemplateInput, userId: number | null): Promise<SessionTemplate> {
  return db.transaction(async (trx) => {
    const last = await trx.from('session_templates').where('series_template_id', seriesTemplateId).max('series_position as max').first()
    const end = Number(last?.max ?? 0) + 1
    const position = input.seriesPosition && input.seriesPosition < end ? input.seriesPosition : end
    if (position < end) {
      await trx.from('session_templates').where('series_template_id', seriesTemplateId).where('series_position', '>=', position).increment('series_position', 1)
    }
    return SessionTemplate.create({ ...sessionTemplateColumns(input), seriesTemplateId, seriesPosition: position, questionnaire: [], userId }, { client: trx })
  })
}
