/*
 * The tutor quiz (spec 001 §3.1 tutor_quiz): a short quiz a new tutor passes before their first
 * certification (issue 12). Server-only: the answer key never reaches the browser. Pure, so unit
 * tests pin the scoring and the retake rule. Times are epoch milliseconds.
 *
 * Decisions (the spec names the table only): 8 questions on safeguarding minors and teaching,
 * passed with at least 7 correct; a failed attempt may be retaken 24 hours after it; once passed
 * the quiz is done. Tutors who already hold an approved certification (before the quiz existed)
 * are not asked for it.
 */

export const QUIZ_VERSION = 1
export const QUIZ_PASS_MARK = 7
export const QUIZ_RETAKE_HOURS = 24
const HOUR_MS = 60 * 60 * 1000

type QuizQuestion = { key: string; prompt: string; options: readonly { key: string; label: string }[]; answer: string }

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    key: 'contact-details',
    prompt: 'A learner posts their phone number in the session chat. What do you do?',
    options: [
      { key: 'a', label: 'Save it so you can follow up with them after the session' },
      { key: 'b', label: 'Ask them to delete it and remind everyone not to share contact details' },
      { key: 'c', label: 'Ignore it: it is their choice to share it' },
    ],
    answer: 'b',
  },
  {
    key: 'private-call',
    prompt: 'A learner asks to continue the session on a private video call outside the platform. What do you do?',
    options: [
      { key: 'a', label: 'Agree if their parent says it is fine' },
      { key: 'b', label: 'Agree, but only for this one time' },
      { key: 'c', label: 'Decline kindly: all tutoring stays on the platform' },
    ],
    answer: 'c',
  },
  {
    key: 'safety-concern',
    prompt: 'Something a learner says makes you worried about their safety. What do you do?',
    options: [
      { key: 'a', label: 'Report it right away with Share Safety Concern' },
      { key: 'b', label: 'Message the learner privately to find out more' },
      { key: 'c', label: 'Wait to see whether it happens again' },
    ],
    answer: 'a',
  },
  {
    key: 'check-understanding',
    prompt: 'What is the best way to check that a learner understood an explanation?',
    options: [
      { key: 'a', label: 'Ask "Does that make sense?"' },
      { key: 'b', label: 'Ask them to solve a similar problem and explain their steps' },
      { key: 'c', label: 'Move on if nobody asks a question' },
    ],
    answer: 'b',
  },
  {
    key: 'wrong-answer',
    prompt: 'A learner gives a wrong answer. What do you do first?',
    options: [
      { key: 'a', label: 'Give the right answer so the session keeps moving' },
      { key: 'b', label: 'Ask another learner to correct them' },
      { key: 'c', label: 'Ask them to walk you through their reasoning to find the step that went wrong' },
    ],
    answer: 'c',
  },
  {
    key: 'homework-answers',
    prompt: 'A learner asks you for the answers to their graded homework. What do you do?',
    options: [
      { key: 'a', label: 'Work through a similar problem together so they can solve theirs' },
      { key: 'b', label: 'Give the answers: they can study them later' },
      { key: 'c', label: 'End the session' },
    ],
    answer: 'a',
  },
  {
    key: 'cannot-host',
    prompt: 'You can no longer host a session you scheduled. What do you do?',
    options: [
      { key: 'a', label: 'Simply do not show up' },
      { key: 'b', label: 'Cancel it on the platform as early as you can so learners are told' },
      { key: 'c', label: 'Ask a friend to log in with your account' },
    ],
    answer: 'b',
  },
  {
    key: 'certification-video',
    prompt: 'What must your certification video show?',
    options: [
      { key: 'a', label: 'Only your face and a short introduction' },
      { key: 'b', label: 'A learner you tutored saying you were helpful' },
      { key: 'c', label: 'Your test score for the topic and you explaining a problem as you would to a learner' },
    ],
    answer: 'c',
  },
]

export const QUIZ_QUESTION_COUNT = QUIZ_QUESTIONS.length

/** The questions as the page shows them: never the answer key. */
export function publicQuestions() {
  return QUIZ_QUESTIONS.map((question) => ({ key: question.key, prompt: question.prompt, options: question.options.map((option) => ({ ...option })) }))
}

export type QuizAnswers = Record<string, string>
export type QuizScore = { score: number; total: number; passed: boolean; wrongKeys: string[] }

/** Scores a complete set of answers (an unanswered or unknown answer counts as wrong). */
export function scoreQuiz(answers: QuizAnswers): QuizScore {
  const wrongKeys = QUIZ_QUESTIONS.filter((question) => answers[question.key] !== question.answer).map((question) => question.key)
  const score = QUIZ_QUESTIONS.length - wrongKeys.length
  return { score, total: QUIZ_QUESTIONS.length, passed: score >= QUIZ_PASS_MARK, wrongKeys }
}

export type QuizAttemptFacts = { createdAt: number; approvedAt: number | null }

export type QuizState =
  | { kind: 'passed' }
  | { kind: 'open' }
  /** A failed attempt: the next one is allowed from `retakeAt`. */
  | { kind: 'waiting'; retakeAt: number }

/** Where a person stands with the quiz: passed, free to take it, or waiting 24 h after a failed attempt. */
export function quizState(attempts: readonly QuizAttemptFacts[], now: number): QuizState {
  if (attempts.some((attempt) => attempt.approvedAt !== null)) return { kind: 'passed' }
  const last = attempts.reduce<number | null>((latest, attempt) => (latest === null || attempt.createdAt > latest ? attempt.createdAt : latest), null)
  if (last === null) return { kind: 'open' }
  const retakeAt = last + QUIZ_RETAKE_HOURS * HOUR_MS
  return now >= retakeAt ? { kind: 'open' } : { kind: 'waiting', retakeAt }
}

export const QUIZ_MESSAGES = {
  required: 'Take the tutor quiz first: pass it before you record your first certification video.',
  incomplete: 'Answer every question.',
  passed: 'You passed the tutor quiz. You can now start a certification.',
  failed: (score: number) => `You scored ${score} of ${QUIZ_QUESTION_COUNT}; you need ${QUIZ_PASS_MARK} to pass. You can try again in ${QUIZ_RETAKE_HOURS} hours.`,
  alreadyPassed: 'You already passed the tutor quiz.',
  waiting: `You can retake the tutor quiz ${QUIZ_RETAKE_HOURS} hours after your last attempt.`,
} as const
