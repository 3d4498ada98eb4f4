import { DateTime } from 'luxon'
import { registerForSeries } from '#modules/series/index'
import { SessionHost } from '#modules/tutoring/index'
import { makeSeries } from '#modules/series/tests/factories'
import { createAssessment } from '../actions/save_assessment.js'
import { publishAssessment } from '../actions/publish_assessment.js'
import { linkAssessment } from '../actions/link_assessment.js'
import { releaseAssessment } from '../actions/release_assessment.js'
import { findTarget, type TargetKind } from '../queries/targets.js'
import Assessment from '../models/assessment.js'
import type { EditorQuestion } from '../shared/index.js'

/* Assessments test data: a class (a series with two sessions, its host and a learner) and assessments in it. */

export const QUESTIONS: EditorQuestion[] = [
  { kind: 'choice', label: 'What is 2 + 2?', options: ['3', '4', '5'], correct: [1], correctNumber: null, tolerance: 0 },
  { kind: 'multi', label: 'Which are prime?', options: ['2', '4', '5'], correct: [0, 2], correctNumber: null, tolerance: 0 },
  { kind: 'number', label: 'What is 6 × 7?', options: [], correct: [], correctNumber: 42, tolerance: 0 },
]

/** Answers to QUESTIONS: all right, or the first one wrong. */
export const RIGHT_ANSWERS = { q1: 'o2', q2: ['o1', 'o3'], q3: 42 }
export const ONE_WRONG = { q1: 'o1', q2: ['o1', 'o3'], q3: 42 }

/** A series with an approved host on the series and both sessions, and a registered learner. */
export async function makeClass(hostId: number, learnerIds: number[] = []) {
  const { series, sessions } = await makeSeries({ hostId, sessions: 2 })
  for (const session of sessions) await SessionHost.create({ userId: hostId, sessionId: session.id, role: 'main', approvedAt: DateTime.utc(), attemptedHosting: false, tutoringSeconds: 0 })
  for (const learnerId of learnerIds) if (!(await registerForSeries(series.id, learnerId)).ok) throw new Error('registration failed')
  return { series, sessions }
}

type State = 'draft' | 'published' | 'linked' | 'released'

/** An assessment of `ownerId` with QUESTIONS, taken as far as `state` at the target. */
export async function makeAssessment(ownerId: number, state: State = 'draft', at?: { kind: TargetKind; id: number }) {
  const assessment = await createAssessment(ownerId, { title: `Quiz ${Math.random().toString(36).slice(2, 8)}`, description: 'Show what you know.', questions: QUESTIONS })
  if (state !== 'draft') await publishAssessment(assessment.id)
  if ((state === 'linked' || state === 'released') && at) await linkAssessment(assessment.id, at.kind, at.id)
  if (state === 'released' && at) {
    const fresh = await Assessment.findOrFail(assessment.id)
    const target = await findTarget(fresh, at.kind, at.id)
    if (!target || !(await releaseAssessment(target)).ok) throw new Error('release failed')
  }
  return Assessment.findOrFail(assessment.id)
}

/** The smallest PDF the uploads module recognises by its bytes, for the practice test tests. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
