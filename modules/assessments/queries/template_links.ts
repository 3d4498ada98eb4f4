import { SeriesTemplate } from '#modules/series/index'
import SeriesTemplateAssessment from '../models/series_template_assessment.js'

/** The series templates these assessments are linked to, by template title. */
export async function templateLinksOf(assessmentIds: number[]) {
  if (assessmentIds.length === 0) return []
  const links = await SeriesTemplateAssessment.query().whereIn('assessment_id', assessmentIds)
  const templates = links.length ? await SeriesTemplate.query().whereIn('id', [...new Set(links.map((link) => link.seriesTemplateId))]) : []
  const titles = new Map(templates.map((template) => [template.id, template.title]))
  return links
    .map((link) => ({ assessmentId: link.assessmentId, templateId: link.seriesTemplateId, title: titles.get(link.seriesTemplateId) ?? `Template ${link.seriesTemplateId}` }))
    .sort((a, b) => a.title.localeCompare(b.title))
}
