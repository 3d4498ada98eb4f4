import db from '@adonisjs/lucid/services/db'
import type { FormValues } from '#modules/forms/shared/index'
import AssessmentSubmission from '../models/assessment_submission.js'
import { ASSESSMENT_MESSAGES, scoreAnswers } from '../shared/index.js'
import type { Target } from '../queries/targets.js'

/**
 * Stores a learner's answers (already validated against the form) with their score, once per
 * learner and release: the unique index refuses a second submission, even a concurrent one.
 */
export async function submitAssessment(target: Target, userId: number, answers: FormValues): Promise<{ ok: true; submission: AssessmentSubmission } | { ok: false; message: string }> {
  if (!target.release) return { ok: false, message: ASSESSMENT_MESSAGES.notReleased }
  const { score, maxScore } = scoreAnswers(target.assessment.formBlocks, target.assessment.answerKey, answers)
  try {
    const submission = await db.transaction(async (trx) =>
      AssessmentSubmission.create(
        {
          userId,
          assessmentId: target.assessment.id,
          seriesAssessmentId: target.kind === 'series' ? target.release!.id : null,
          assessmentSessionId: target.kind === 'session' ? target.release!.id : null,
          responses: answers,
          score,
          maxScore,
        },
        { client: trx }
      )
    )
    return { ok: true, submission }
  } catch (error) {
    const code = String((error as { code?: string }).code ?? '')
    if (code.includes('CONSTRAINT') || code === '23505') return { ok: false, message: ASSESSMENT_MESSAGES.alreadySubmitted }
    throw error
  }
}
