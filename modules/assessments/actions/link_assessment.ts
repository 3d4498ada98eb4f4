import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import type { TargetKind } from '../queries/targets.js'
import { forgetUnlinked } from '../queries/link_cache.js'

/** Links the assessment to a series or session, not yet released. False when it was already linked there. */
export async function linkAssessment(assessmentId: number, kind: TargetKind, targetId: number) {
  try {
    if (kind === 'series') await SeriesAssessment.create({ assessmentId, seriesId: targetId, releasedAt: null, resultsReleasedAt: null })
    else await AssessmentSession.create({ assessmentId, sessionId: targetId, releasedAt: null, resultsReleasedAt: null })
    forgetUnlinked(kind, targetId)
    return true
  } catch (error) {
    // The unique (assessment, target) index: the link exists.
    if (String((error as { code?: string }).code ?? '').includes('CONSTRAINT') || (error as { code?: string }).code === '23505') return false
    throw error
  }
}
