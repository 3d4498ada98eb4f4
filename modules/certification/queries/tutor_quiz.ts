import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CertificationRequest } from '#modules/catalog/index'
import TutorQuiz from '../models/tutor_quiz.js'
import type { QuizAttemptFacts } from '../quiz/tutor_quiz.js'

/* Reads of the tutor quiz (spec 001 §3.1 tutor_quiz). */

export async function quizAttemptsOf(userId: number, client?: TransactionClientContract): Promise<TutorQuiz[]> {
  return TutorQuiz.query(client ? { client } : {}).where('user_id', userId).orderBy('created_at', 'desc').orderBy('id', 'desc')
}

export const attemptFacts = (attempt: TutorQuiz): QuizAttemptFacts => ({ createdAt: attempt.createdAt.toMillis(), approvedAt: attempt.approvedAt?.toMillis() ?? null })

/**
 * Whether the person may request a certification as far as the quiz goes: they passed it, or they
 * already hold an approved certification (certified before the quiz existed: it is asked "before
 * their first certification").
 */
export async function tutorQuizCleared(userId: number, client?: TransactionClientContract): Promise<boolean> {
  const passed = await TutorQuiz.query(client ? { client } : {}).where('user_id', userId).whereNotNull('approved_at').first()
  if (passed) return true
  const certified = await CertificationRequest.query(client ? { client } : {}).where('user_id', userId).whereNotNull('approved_at').first()
  return certified !== null
}
