import Assessment from '../models/assessment.js'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import SeriesTemplateAssessment from '../models/series_template_assessment.js'
import AssessmentSubmission from '../models/assessment_submission.js'
import { hostsSeries, hostsSession, inSeries, inSession } from './people.js'
import { resultsVisible, type ReleaseState } from '../shared/index.js'
import type { TargetKind } from './targets.js'
import { knownUnlinked, rememberUnlinked } from './link_cache.js'

type Row = { assessment: Assessment; release: (ReleaseState & { id: number }) | null }

/**
 * Every assessment linked to a series (directly or through its template) or a session, not
 * archived. Pages without any link pay one query (two for a series from a template).
 */
async function linkedAt(kind: TargetKind, targetId: number, templateId: number | null): Promise<Row[]> {
  const releases: Array<ReleaseState & { id: number; assessmentId: number }> =
    kind === 'series' ? await SeriesAssessment.query().where('series_id', targetId) : await AssessmentSession.query().where('session_id', targetId)
  const ids = new Set(releases.map((row) => row.assessmentId))
  if (kind === 'series' && templateId !== null) {
    for (const row of await SeriesTemplateAssessment.query().where('series_template_id', templateId)) ids.add(row.assessmentId)
  }
  if (ids.size === 0) return []
  const assessments = await Assessment.query().whereIn('id', [...ids]).whereNull('archived_at').orderBy('id')
  return assessments.map((assessment) => ({ assessment, release: releases.find((row) => row.assessmentId === assessment.id) ?? null }))
}

/**
 * The assessments section of a series or session page (fills 'series.sections' / 'session.sections'):
 * its hosts see every linked assessment and how far it is released; its learners (a session's
 * registrants and its series' registrants) see the released ones and their own status and score.
 * Anyone else gets nothing.
 */
export async function assessmentSection(kind: TargetKind, targetId: number, seriesId: number | null, templateId: number | null, viewerId: number | null) {
  if (viewerId === null) return []
  // The links first: most pages have none, and then the viewer's relation is never asked (the
  // pages' query budgets, issue 8).
  if (knownUnlinked(kind, targetId)) return []
  const linked = await linkedAt(kind, targetId, templateId)
  if (linked.length === 0) {
    rememberUnlinked(kind, targetId)
    return []
  }
  const host = kind === 'series' ? await hostsSeries(viewerId, targetId) : await hostsSession(viewerId, targetId)
  const learner = !host && (kind === 'series' ? await inSeries(viewerId, targetId) : (await inSession(viewerId, targetId)) || (seriesId !== null && (await inSeries(viewerId, seriesId))))
  if (!host && !learner) return []
  const rows = linked.filter((row) => host || (row.release?.releasedAt ?? null) !== null)
  if (rows.length === 0) return []
  const column = kind === 'series' ? 'series_assessment_id' : 'assessment_session_id'
  const releaseIds = rows.flatMap((row) => (row.release ? [row.release.id] : []))
  const own = learner && releaseIds.length ? await AssessmentSubmission.query().where('user_id', viewerId).whereIn(column, releaseIds) : []
  const items = rows.map(({ assessment, release }) => {
    const submission = own.find((row) => (kind === 'series' ? row.seriesAssessmentId : row.assessmentSessionId) === release?.id) ?? null
    const scored = submission !== null && release !== null && resultsVisible(release)
    return {
      id: assessment.id,
      title: assessment.title,
      href: `/assessments/${assessment.id}/${kind}/${targetId}`,
      released: (release?.releasedAt ?? null) !== null,
      resultsReleased: (release?.resultsReleasedAt ?? null) !== null,
      submitted: submission !== null,
      score: scored ? submission!.score : null,
      maxScore: scored ? submission!.maxScore : null,
    }
  })
  return [{ key: 'assessments.list', component: 'assessments/class_assessments', props: { kind, host, items } }]
}

