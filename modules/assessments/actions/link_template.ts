import SeriesTemplateAssessment from '../models/series_template_assessment.js'
import { forgetUnlinked } from '../queries/link_cache.js'

/** Links the assessment to a series template (every series hosted from it gets it). False when already linked. */
export async function linkTemplate(assessmentId: number, seriesTemplateId: number) {
  try {
    await SeriesTemplateAssessment.create({ assessmentId, seriesTemplateId })
    forgetUnlinked('series')
    return true
  } catch (error) {
    const code = String((error as { code?: string }).code ?? '')
    if (code.includes('CONSTRAINT') || code === '23505') return false
    throw error
  }
}
