import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TutorQuiz from '../models/tutor_quiz.js'
import { QUIZ_MESSAGES, QUIZ_PASS_MARK, QUIZ_VERSION, quizState, scoreQuiz, type QuizAnswers, type QuizScore } from '../quiz/tutor_quiz.js'
import { attemptFacts, quizAttemptsOf } from '../queries/tutor_quiz.js'

export type QuizOutcome = { ok: true; result: QuizScore } | { ok: false; reason: string }

/**
 * Records one attempt at the tutor quiz (spec 001 §3.1 tutor_quiz), scored here on the server.
 * Refused, with nothing written, once passed or within 24 hours of a failed attempt (checked again
 * inside the transaction).
 */
export async function takeTutorQuiz(userId: number, answers: QuizAnswers, now: DateTime = DateTime.utc()): Promise<QuizOutcome> {
  return db.transaction(async (trx) => {
    const attempts = await quizAttemptsOf(userId, trx)
    const state = quizState(attempts.map(attemptFacts), now.toMillis())
    if (state.kind === 'passed') return { ok: false, reason: QUIZ_MESSAGES.alreadyPassed }
    if (state.kind === 'waiting') return { ok: false, reason: QUIZ_MESSAGES.waiting }
    const result = scoreQuiz(answers)
    await TutorQuiz.create(
      {
        userId,
        details: { version: QUIZ_VERSION, answers, score: result.score, total: result.total },
        approvedAt: result.passed ? now : null,
        reviewReason: `Scored ${result.score} of ${result.total} (pass mark ${QUIZ_PASS_MARK})`,
        createdAt: now,
      },
      { client: trx }
    )
    return { ok: true, result }
  })
}
