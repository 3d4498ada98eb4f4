import db from '@adonisjs/lucid/services/db'
import { CertificationRequest } from '#modules/catalog/index'
import { attachUploads } from '#modules/uploads/index'
import { CERTIFICATION_SUBJECT } from '../subject.js'
import { maySubmitCertification } from '../shared/index.js'
import { requestFacts } from '../queries/certifications.js'
import { tutorQuizCleared } from '../queries/tutor_quiz.js'

export type CertificationSubmission = {
  userId: number
  topicId: number
  reportedScore: number
  recordingUrl: string
  /** The tutor's own usable video upload behind recordingUrl (checked by the controller). */
  uploadId: number
  /** How it was recorded: the camera (video) or a file (manual), and the world it came from. */
  source: 'camera' | 'manual'
  worldSlug: string | null
}

export type SubmissionOutcome = { ok: true; request: CertificationRequest } | { ok: false; reason: 'quiz' | 'underway' }

/**
 * A tutor's video certification request (spec 001 §3.5; type video), with its recording attached
 * to it so reviewers and staff may play it. Refused, with nothing written, until the tutor passed
 * the tutor quiz (spec 001 §3.1 tutor_quiz; tutorQuizCleared) and when the topic already has one
 * approved or under way (maySubmitCertification), both checked inside the transaction.
 */
export async function submitCertification(input: CertificationSubmission): Promise<SubmissionOutcome> {
  return db.transaction(async (trx) => {
    if (!(await tutorQuizCleared(input.userId, trx))) return { ok: false, reason: 'quiz' }
    const existing = await CertificationRequest.query({ client: trx }).where('user_id', input.userId).where('topic_id', input.topicId)
    if (!maySubmitCertification(existing.map(requestFacts))) return { ok: false, reason: 'underway' }
    const request = await CertificationRequest.create(
      {
        userId: input.userId,
        topicId: input.topicId,
        type: 'video',
        reportedScore: input.reportedScore,
        recordingUrl: input.recordingUrl,
        details: { source: input.source, worldSlug: input.worldSlug },
      },
      { client: trx }
    )
    await attachUploads([input.uploadId], { type: CERTIFICATION_SUBJECT, id: request.id }, { client: trx })
    return { ok: true, request }
  })
}
