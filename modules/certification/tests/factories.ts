import { DateTime } from 'luxon'
import { CertificationRequest } from '#modules/catalog/index'
import { UserUpload } from '#modules/uploads/index'
import TutorQuiz from '../models/tutor_quiz.js'

let counter = 0

/** A usable video upload of the user's (as the recorder leaves it), not yet attached. */
export async function makeVideoUpload(userId: number) {
  counter += 1
  return UserUpload.create({
    userId,
    purpose: 'video',
    originalName: `recording-${counter}.webm`,
    storageKey: `test/certification-${Date.now()}-${counter}.webm`,
    declaredMime: 'video/webm',
    detectedMime: 'video/webm',
    size: 1000,
    status: 'complete',
    durationSeconds: 60,
    width: 640,
    height: 480,
    subjectType: null,
    subjectId: null,
    attachedAt: null,
  })
}

export type RequestStage = 'submitted' | 'ready' | 'approved' | 'rejected'

/** A video request at a stage: submitted (recording not approved), ready for review, approved, rejected. */
export async function makeRequest(userId: number, topicId: number, stage: RequestStage = 'ready', createdAt?: DateTime) {
  const now = DateTime.utc()
  const ready = stage !== 'submitted'
  const request = await CertificationRequest.create({
    userId,
    topicId,
    type: 'video',
    reportedScore: 90,
    recordingUrl: '/uploads/1/recording.webm',
    recordingApprovedAt: ready ? now : null,
    readyForReviewAt: ready ? now : null,
    approvedAt: stage === 'approved' ? now : null,
    rejectedAt: stage === 'rejected' ? now : null,
    details: {},
  })
  if (createdAt) {
    request.createdAt = createdAt
    await request.save()
  }
  return request
}

/** A passed tutor quiz (spec 001 §3.1 tutor_quiz), so the person may request certifications. */
export async function passTutorQuiz(userId: number, at: DateTime = DateTime.utc()) {
  return TutorQuiz.create({ userId, details: { version: 1, answers: {}, score: 8, total: 8 }, approvedAt: at, reviewReason: 'Scored 8 of 8 (pass mark 7)', createdAt: at })
}
