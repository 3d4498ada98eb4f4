import { test } from '@japa/runner'
import { QUIZ_PASS_MARK, QUIZ_QUESTIONS, QUIZ_RETAKE_HOURS, publicQuestions, quizState, scoreQuiz } from '../../quiz/tutor_quiz.js'

const HOUR = 60 * 60 * 1000
const correct = () => Object.fromEntries(QUIZ_QUESTIONS.map((question) => [question.key, question.answer]))
/** The answers with the first `count` questions answered wrongly. */
const withWrong = (count: number) => {
  const answers = correct()
  for (const question of QUIZ_QUESTIONS.slice(0, count)) answers[question.key] = question.options.find((option) => option.key !== question.answer)!.key
  return answers
}

test.group('Tutor quiz scoring (spec 001 §3.1 tutor_quiz; issue 12)', () => {
  test('every answer right scores full marks and passes', ({ assert }) => {
    assert.deepEqual(scoreQuiz(correct()), { score: QUIZ_QUESTIONS.length, total: QUIZ_QUESTIONS.length, passed: true, wrongKeys: [] })
  })

  test('the pass mark is 7 of 8: one wrong passes, two wrong fail', ({ assert }) => {
    assert.equal(QUIZ_QUESTIONS.length, 8)
    assert.equal(QUIZ_PASS_MARK, 7)
    assert.isTrue(scoreQuiz(withWrong(1)).passed)
    const failed = scoreQuiz(withWrong(2))
    assert.isFalse(failed.passed)
    assert.equal(failed.score, 6)
    assert.deepEqual(failed.wrongKeys, QUIZ_QUESTIONS.slice(0, 2).map((question) => question.key))
  })

  test('missing and unknown answers count as wrong', ({ assert }) => {
    const answers: Record<string, string> = correct()
    delete answers[QUIZ_QUESTIONS[0].key]
    answers[QUIZ_QUESTIONS[1].key] = 'z'
    assert.equal(scoreQuiz(answers).score, QUIZ_QUESTIONS.length - 2)
    assert.equal(scoreQuiz({}).score, 0)
  })

  test('every question has a unique key and its answer among its options', ({ assert }) => {
    assert.equal(new Set(QUIZ_QUESTIONS.map((question) => question.key)).size, QUIZ_QUESTIONS.length)
    for (const question of QUIZ_QUESTIONS) assert.include(question.options.map((option) => option.key), question.answer, question.key)
  })

  test('the questions the page gets never carry the answer key', ({ assert }) => {
    for (const question of publicQuestions()) assert.notProperty(question, 'answer')
    assert.notInclude(JSON.stringify(publicQuestions()), '"answer"')
  })
})

test.group('Tutor quiz retakes (issue 12: a retake 24 h after a failed attempt)', () => {
  const now = Date.UTC(2026, 10, 28, 12)
  test('no attempt: open', ({ assert }) => {
    assert.deepEqual(quizState([], now), { kind: 'open' })
  })

  test('a failed attempt waits 24 hours from itself', ({ assert }) => {
    assert.equal(QUIZ_RETAKE_HOURS, 24)
    const failedAt = now - 23 * HOUR
    assert.deepEqual(quizState([{ createdAt: failedAt, approvedAt: null }], now), { kind: 'waiting', retakeAt: failedAt + 24 * HOUR })
    assert.deepEqual(quizState([{ createdAt: now - 24 * HOUR, approvedAt: null }], now), { kind: 'open' })
  })

  test('the latest failed attempt sets the wait', ({ assert }) => {
    const state = quizState(
      [
        { createdAt: now - 2 * HOUR, approvedAt: null },
        { createdAt: now - 50 * HOUR, approvedAt: null },
      ],
      now
    )
    assert.deepEqual(state, { kind: 'waiting', retakeAt: now + 22 * HOUR })
  })

  test('any passed attempt means passed, whatever came after', ({ assert }) => {
    assert.deepEqual(
      quizState(
        [
          { createdAt: now - 30 * HOUR, approvedAt: now - 30 * HOUR },
          { createdAt: now - HOUR, approvedAt: null },
        ],
        now
      ),
      { kind: 'passed' }
    )
  })
})
