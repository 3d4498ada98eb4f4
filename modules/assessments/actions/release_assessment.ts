import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#app/support/database/values'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import { ASSESSMENT_MESSAGES, releaseProblem, resultsReleaseProblem } from '../shared/index.js'
import type { Target } from '../queries/targets.js'

type Outcome = { ok: true } | { ok: false; message: string }

const tableOf = (target: Target) => (target.kind === 'series' ? SeriesAssessment.table : AssessmentSession.table)

/**
 * Releases the assessment at its target (spec 001 §4.3: open once released_at is set). A series
 * linked through its template gets its series_assessment row now. Releasing twice changes nothing.
 */
export async function releaseAssessment(target: Target, now = DateTime.utc()): Promise<Outcome> {
  const problem = releaseProblem(target.assessment)
  if (problem) return { ok: false, message: problem }
  await db.transaction(async (trx) => {
    if (target.kind === 'series') {
      const row = await SeriesAssessment.query({ client: trx }).where('assessment_id', target.assessment.id).where('series_id', target.targetId).first()
      if (!row) {
        await SeriesAssessment.create({ assessmentId: target.assessment.id, seriesId: target.targetId, releasedAt: now, resultsReleasedAt: null }, { client: trx })
        return
      }
    }
    const column = target.kind === 'series' ? 'series_id' : 'session_id'
    await trx.from(tableOf(target)).where('assessment_id', target.assessment.id).where(column, target.targetId).whereNull('released_at').update({ released_at: sqlTime(now), updated_at: sqlTime(now) })
  })
  return { ok: true }
}

/** Releases the results: learners then see their own score. Only after the assessment itself. */
export async function releaseResults(target: Target, now = DateTime.utc()): Promise<Outcome> {
  if (!target.release) return { ok: false, message: ASSESSMENT_MESSAGES.releaseFirst }
  const problem = resultsReleaseProblem(target.release)
  if (problem) return { ok: false, message: problem }
  await db.from(tableOf(target)).where('id', target.release.id).whereNotNull('released_at').whereNull('results_released_at').update({ results_released_at: sqlTime(now), updated_at: sqlTime(now) })
  return { ok: true }
}
