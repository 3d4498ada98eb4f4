import AssessmentSubmission from '../models/assessment_submission.js'
import Assessment from '../models/assessment.js'

/** A member's assessments and submissions, for their personal data export. */
export async function assessmentDataOf(userId: number) {
  const owned = await Assessment.query().where('user_id', userId).orderBy('id')
  const submissions = await AssessmentSubmission.query().where('user_id', userId).orderBy('id')
  return {
    assessments: owned.map((row) => ({ id: row.id, title: row.title, createdAt: row.createdAt.toUTC().toISO() })),
    submissions: submissions.map((row) => ({ assessmentId: row.assessmentId, responses: row.responses, score: row.score, maxScore: row.maxScore, submittedAt: row.createdAt.toUTC().toISO() })),
  }
}
