import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import CertificationPolicy from '../policies/certification_policy.js'
import { takeTutorQuiz } from '../actions/take_tutor_quiz.js'
import { quizAttemptsOf, attemptFacts, tutorQuizCleared } from '../queries/tutor_quiz.js'
import { QUIZ_MESSAGES, QUIZ_PASS_MARK, QUIZ_QUESTIONS, publicQuestions, quizState, scoreQuiz } from '../quiz/tutor_quiz.js'
import { quizMessages, quizValidator } from '../validators/certification_validators.js'
import { conflict, denied } from './respond.js'

const QUIZ_PATH = '/certification/quiz'

/* /certification/quiz: the tutor quiz a new tutor passes before their first certification (spec 001 §3.1 tutor_quiz). */
export default class QuizController {
  async show(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const attempts = await quizAttemptsOf(user.id)
    const state = quizState(attempts.map(attemptFacts), Date.now())
    const last = attempts[0] ?? null
    const wrong = last && !last.approvedAt ? new Set(scoreQuiz(last.details.answers).wrongKeys) : new Set<string>()
    return ctx.inertia.render('certification/quiz', {
      state: state.kind,
      retakeAt: state.kind === 'waiting' ? new Date(state.retakeAt).toISOString() : null,
      // Certified before the quiz existed: not asked for it.
      exempt: state.kind !== 'passed' && (await tutorQuizCleared(user.id)),
      questions: state.kind === 'open' ? publicQuestions() : [],
      passMark: QUIZ_PASS_MARK,
      total: QUIZ_QUESTIONS.length,
      last: last ? { score: last.details.score, total: last.details.total, passed: last.approvedAt !== null, at: last.createdAt.toISO()! } : null,
      // The prompts missed last time (never the right answers).
      missed: QUIZ_QUESTIONS.filter((question) => wrong.has(question.key)).map((question) => question.prompt),
    })
  }

  async store(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(CertificationPolicy).execute('certify')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { answers } = await ctx.request.validateUsing(quizValidator, { messagesProvider: quizMessages })
    const outcome = await takeTutorQuiz(ctx.auth.getUserOrFail().id, answers)
    if (!outcome.ok) return conflict(ctx, outcome.reason)
    const { result } = outcome
    if (wantsJson(ctx)) return ctx.response.ok({ ok: true, passed: result.passed, score: result.score, total: result.total })
    ctx.session.flash(result.passed ? 'success' : 'error', result.passed ? QUIZ_MESSAGES.passed : QUIZ_MESSAGES.failed(result.score))
    return ctx.response.redirect().toPath(QUIZ_PATH)
  }
}
