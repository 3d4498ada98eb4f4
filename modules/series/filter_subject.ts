import type { SeriesFilterSubject } from '#kernel/hooks'
import type Series from './models/series.js'
import type SeriesTemplate from './models/series_template.js'

/** What programs' `series.canRegister` / `series.canHost` filters are asked about. */
export function filterSubject(userId: number, series: Pick<Series, 'id'> | null, template: SeriesTemplate | null): SeriesFilterSubject {
  return {
    userId,
    seriesId: series?.id ?? null,
    templateId: template?.id ?? null,
    programSlug: template?.programSlug ?? null,
    programIteration: template?.programIteration ?? null,
    offeringSlug: template?.offeringSlug ?? null,
  }
}
