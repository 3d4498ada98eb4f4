import db from '@adonisjs/lucid/services/db'
import { affectedRows } from '#app/support/database/values'
import { Series } from '#modules/series/index'
import SeriesAssessment from '../models/series_assessment.js'
import AssessmentSession from '../models/assessment_session.js'
import SeriesTemplateAssessment from '../models/series_template_assessment.js'
import AssessmentSubmission from '../models/assessment_submission.js'
import { ASSESSMENT_MESSAGES } from '../shared/index.js'
import { templateLinked, type Target } from '../queries/targets.js'

type Outcome = { ok: true } | { ok: false; message: string }

/**
 * Unlinks the assessment from a series or session (issue 21 §4). Decision, for the learners' records:
 * once anyone has submitted at this release, unlinking is refused (deleting the release would take
 * their answers and scores with it); the hosts archive or stop using it instead. The delete is
 * guarded in one statement, so a submission arriving at the same moment is never lost. A series
 * that gets the assessment from its template keeps it: only the template link can take it away.
 */
export async function unlinkAssessment(target: Target): Promise<Outcome> {
  if (target.kind === 'series') {
    const series = await Series.find(target.targetId)
    if (series && (await templateLinked(target.assessment.id, series.seriesTemplateId))) return { ok: false, message: ASSESSMENT_MESSAGES.unlinkFromTemplate }
  }
  if (!target.release) return { ok: false, message: ASSESSMENT_MESSAGES.notLinked }
  const release = target.release
  const table = target.kind === 'series' ? SeriesAssessment.table : AssessmentSession.table
  const column = target.kind === 'series' ? 'series_assessment_id' : 'assessment_session_id'
  return db.transaction(async (trx) => {
    const deleted = await trx
      .from(table)
      .where('id', release.id)
      .whereNotExists((query) => query.from(AssessmentSubmission.table).where(column, release.id))
      .delete()
    if (affectedRows(deleted) > 0) return { ok: true as const }
    const still = await trx.from(table).where('id', release.id).first()
    return { ok: false as const, message: still ? ASSESSMENT_MESSAGES.unlinkSubmitted : ASSESSMENT_MESSAGES.notLinked }
  })
}

/**
 * Takes the assessment from a series template. Series of the template where a host already released
 * it keep their own link (and their learners' submissions); the others no longer get it.
 */
export async function unlinkTemplate(assessmentId: number, seriesTemplateId: number): Promise<boolean> {
  const deleted = await db.from(SeriesTemplateAssessment.table).where('assessment_id', assessmentId).where('series_template_id', seriesTemplateId).delete()
  return affectedRows(deleted) > 0
}
