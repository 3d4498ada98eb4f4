import db from '@adonisjs/lucid/services/db'
import Assessment from '../models/assessment.js'
import AssessmentSubmission from '../models/assessment_submission.js'
import { toForm, type EditorQuestion } from '../shared/index.js'

export type AssessmentInput = { title: string; description: string; questions: EditorQuestion[] }

export const SAVE_MESSAGES = {
  lockedQuestions: 'Learners have already submitted this assessment, so its questions can no longer change.',
} as const

/** Creates an assessment (a draft) owned by the user; call questionProblem on the questions first. */
export async function createAssessment(userId: number, input: AssessmentInput) {
  const { blocks, answerKey } = toForm(input.questions)
  return Assessment.create({ userId, title: input.title, description: input.description, formBlocks: blocks, answerKey, publishedAt: null, archivedAt: null })
}

/**
 * Saves the title, description and questions. Once someone has submitted, changed questions are
 * refused (their scores were computed on them); the title and description may still change.
 */
export async function updateAssessment(assessmentId: number, input: AssessmentInput): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction(async (trx) => {
    const assessment = await Assessment.query({ client: trx }).where('id', assessmentId).firstOrFail()
    const { blocks, answerKey } = toForm(input.questions)
    const changed = JSON.stringify(blocks) !== JSON.stringify(assessment.formBlocks) || JSON.stringify(answerKey) !== JSON.stringify(assessment.answerKey)
    if (changed && (await AssessmentSubmission.query({ client: trx }).where('assessment_id', assessmentId).first())) return { ok: false, message: SAVE_MESSAGES.lockedQuestions }
    assessment.useTransaction(trx)
    assessment.merge({ title: input.title, description: input.description, formBlocks: blocks, answerKey })
    await assessment.save()
    return { ok: true }
  })
}
