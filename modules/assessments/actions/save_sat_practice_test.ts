import db from '@adonisjs/lucid/services/db'
import { attachUploads, detachUploads, type UserUpload } from '#modules/uploads/index'
import SatAssessment from '../models/sat_assessment.js'
import { SAT_ANSWERS_SUBJECT, SAT_TEST_SUBJECT } from '../queries/sat.js'

export type SatPracticeInput = {
  satTest: string | null
  /** A new test PDF (checked with satUploadProblem), or undefined to keep the current one. */
  test?: UserUpload
  answers?: UserUpload
}

/**
 * Makes the assessment an SAT practice test, or replaces its PDFs or SAT test, in one transaction:
 * a replaced PDF is detached (uploads prunes it) and the new one attached to the sat_assessment row.
 * The caller has checked that a new practice test comes with both PDFs.
 */
export async function saveSatPracticeTest(assessmentId: number, input: SatPracticeInput) {
  return db.transaction(async (trx) => {
    let sat = await SatAssessment.query({ client: trx }).where('assessment_id', assessmentId).first()
    if (!sat) {
      sat = await SatAssessment.create({ assessmentId, satTest: input.satTest, testPdfUrl: input.test!.downloadUrl, answersPdfUrl: input.answers!.downloadUrl }, { client: trx })
    } else {
      sat.useTransaction(trx)
      sat.merge({ satTest: input.satTest, testPdfUrl: input.test?.downloadUrl ?? sat.testPdfUrl, answersPdfUrl: input.answers?.downloadUrl ?? sat.answersPdfUrl })
      await sat.save()
    }
    for (const [subjectType, upload] of [
      [SAT_TEST_SUBJECT, input.test],
      [SAT_ANSWERS_SUBJECT, input.answers],
    ] as const) {
      if (!upload) continue
      await detachUploads({ type: subjectType, id: sat.id }, { client: trx })
      // Checked unattached before; another request may have taken it since: then nothing is written.
      if ((await attachUploads([upload.id], { type: subjectType, id: sat.id }, { client: trx })) !== 1) throw new UploadTakenError()
    }
    return sat
  })
}

/** Removes the practice test: its PDFs are detached (pruned later) and the assessment is a plain one again. */
export async function removeSatPracticeTest(assessmentId: number) {
  return db.transaction(async (trx) => {
    const sat = await SatAssessment.query({ client: trx }).where('assessment_id', assessmentId).first()
    if (!sat) return false
    await detachUploads({ type: SAT_TEST_SUBJECT, id: sat.id }, { client: trx })
    await detachUploads({ type: SAT_ANSWERS_SUBJECT, id: sat.id }, { client: trx })
    await sat.useTransaction(trx).delete()
    return true
  })
}

export class UploadTakenError extends Error {
  constructor() {
    super('This file is already used elsewhere.')
  }
}
