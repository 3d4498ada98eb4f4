import { Series, SeriesTemplate, listUpcomingSeries } from '#modules/series/index'
import { PROGRAM_SLUG } from '../constants.js'

export type OpenBootcamp = { id: number; title: string; offeringSlug: string | null; firstSessionAt: string | null; seatsLeft: number; hostName: string }

/** The bootcamps of one SAT test a learner could still join (not closed, a session ahead). */
export async function openBootcamps(testKey: string): Promise<OpenBootcamp[]> {
  const templates = await SeriesTemplate.query().where('program_slug', PROGRAM_SLUG).where('program_iteration', testKey).select('id', 'offering_slug')
  if (templates.length === 0) return []
  const offeringOf = new Map(templates.map((template) => [template.id, template.offeringSlug]))
  const result = await listUpcomingSeries({ templateIds: [...offeringOf.keys()], perPage: 100 })
  const templateOf = await seriesTemplates(result.data.map((item) => item.id))
  return result.data.map((item) => ({
    id: item.id,
    title: item.title,
    offeringSlug: offeringOf.get(templateOf.get(item.id) ?? -1) ?? null,
    firstSessionAt: item.firstSessionAt,
    seatsLeft: item.seatsLeft,
    hostName: item.hostName,
  }))
}

async function seriesTemplates(seriesIds: number[]) {
  if (seriesIds.length === 0) return new Map<number, number | null>()
  const rows = await Series.query().whereIn('id', seriesIds).select('id', 'series_template_id')
  return new Map(rows.map((row) => [row.id, row.seriesTemplateId]))
}
