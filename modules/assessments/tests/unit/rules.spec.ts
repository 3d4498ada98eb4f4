import { test } from '@japa/runner'
import {
  ASSESSMENT_MESSAGES,
  canSubmit,
  isOpen,
  isRight,
  questionProblem,
  releaseProblem,
  resultsReleaseProblem,
  resultsVisible,
  SAT_MESSAGES,
  SAT_PDF_MAX_BYTES,
  satFileProblem,
  scoreAnswers,
  scoreHistogram,
  toForm,
  toQuestions,
  type EditorQuestion,
} from '../../shared/index.js'

const q = (patch: Partial<EditorQuestion>): EditorQuestion => ({ kind: 'choice', label: 'Pick', options: ['A', 'B', 'C'], correct: [1], correctNumber: null, tolerance: 0, ...patch })

const QUESTIONS: EditorQuestion[] = [
  q({ label: '2 + 2?', options: ['3', '4', '5'], correct: [1] }),
  q({ kind: 'multi', label: 'Primes?', options: ['2', '4', '5'], correct: [0, 2] }),
  q({ kind: 'number', label: 'Pi to two places', options: [], correct: [], correctNumber: 3.14, tolerance: 0.005 }),
  q({ kind: 'text', label: 'Explain', options: [], correct: [] }),
]

test.group('assessment scoring (issue 21 §4: auto-scored choice and number questions with answer keys)', () => {
  test('the editor questions become form blocks and a separate answer key, and back', ({ assert }) => {
    const { blocks, answerKey } = toForm(QUESTIONS)
    assert.deepEqual(
      blocks.map((block) => [block.name, block.type]),
      [
        ['q1', 'radio'],
        ['q2', 'multi-checkbox'],
        ['q3', 'number'],
        ['q4', 'textarea'],
      ]
    )
    assert.notInclude(JSON.stringify(blocks), 'correct')
    assert.deepEqual(answerKey, { q1: { kind: 'choice', value: 'o2' }, q2: { kind: 'multi', values: ['o1', 'o3'] }, q3: { kind: 'number', value: 3.14, tolerance: 0.005 } })
    assert.deepEqual(toQuestions(blocks, answerKey), QUESTIONS)
  })

  test('one point per keyed question; open questions are not scored', ({ assert }) => {
    const { blocks, answerKey } = toForm(QUESTIONS)
    const all = scoreAnswers(blocks, answerKey, { q1: 'o2', q2: ['o3', 'o1'], q3: 3.141, q4: 'Because.' })
    assert.deepEqual(all, { score: 3, maxScore: 3, right: { q1: true, q2: true, q3: true } })
    const some = scoreAnswers(blocks, answerKey, { q1: 'o1', q2: ['o1'], q3: 3.2 })
    assert.deepEqual(some, { score: 0, maxScore: 3, right: { q1: false, q2: false, q3: false } })
  })

  test('multiple choice needs exactly the right options; numbers use the tolerance', ({ assert }) => {
    assert.isFalse(isRight({ kind: 'multi', values: ['o1', 'o3'] }, ['o1', 'o2', 'o3']))
    assert.isFalse(isRight({ kind: 'multi', values: ['o1'] }, 'o1'))
    assert.isTrue(isRight({ kind: 'number', value: 10, tolerance: 0 }, 10))
    assert.isTrue(isRight({ kind: 'number', value: 10, tolerance: 0 }, '10'))
    assert.isFalse(isRight({ kind: 'number', value: 10, tolerance: 0.5 }, 10.6))
    assert.isFalse(isRight({ kind: 'number', value: 10, tolerance: 0 }, 'ten'))
    assert.isFalse(isRight({ kind: 'choice', value: 'o1' }, undefined))
  })

  test('malformed questions are refused with a message naming the question', ({ assert }) => {
    assert.isNull(questionProblem(QUESTIONS))
    assert.equal(questionProblem([q({ label: ' ' })]), 'Question 1 needs a text.')
    assert.equal(questionProblem([q({}), q({ options: ['Only'] })]), 'Question 2 needs at least two options, none empty.')
    assert.equal(questionProblem([q({ options: ['A', 'A'], correct: [0] })]), 'Question 1 has the same option twice.')
    assert.equal(questionProblem([q({ correct: [0, 1] })]), 'Question 1: mark exactly one right answer.')
    assert.equal(questionProblem([q({ correct: [7] })]), 'Question 1: mark a right answer among its options.')
    assert.equal(questionProblem([q({ kind: 'multi', correct: [] })]), 'Question 1: mark at least one right answer.')
    assert.equal(questionProblem([q({ kind: 'number', correctNumber: null })]), 'Question 1 needs the right number.')
  })
})

test.group('assessment release rules (spec 001 §4.3: open once released_at is set)', () => {
  const published = { publishedAt: 'x', archivedAt: null }
  test('open only once released, never when archived', ({ assert }) => {
    assert.isFalse(isOpen(published, { releasedAt: null, resultsReleasedAt: null }))
    assert.isTrue(isOpen(published, { releasedAt: 'x', resultsReleasedAt: null }))
    assert.isFalse(isOpen({ publishedAt: 'x', archivedAt: 'y' }, { releasedAt: 'x', resultsReleasedAt: null }))
  })

  test('a learner submits once per release', ({ assert }) => {
    const release = { releasedAt: 'x', resultsReleasedAt: null }
    assert.isTrue(canSubmit(published, release, false))
    assert.isFalse(canSubmit(published, release, true))
    assert.isFalse(canSubmit(published, { releasedAt: null, resultsReleasedAt: null }, false))
  })

  test('scores show after the results are released; only a published assessment is released; results after the release', ({ assert }) => {
    assert.isFalse(resultsVisible({ releasedAt: 'x', resultsReleasedAt: null }))
    assert.isTrue(resultsVisible({ releasedAt: 'x', resultsReleasedAt: 'y' }))
    assert.equal(releaseProblem({ publishedAt: null, archivedAt: null }), ASSESSMENT_MESSAGES.notPublished)
    assert.equal(releaseProblem({ publishedAt: 'x', archivedAt: 'y' }), ASSESSMENT_MESSAGES.archived)
    assert.isNull(releaseProblem(published))
    assert.equal(resultsReleaseProblem({ releasedAt: null, resultsReleasedAt: null }), ASSESSMENT_MESSAGES.releaseFirst)
    assert.isNull(resultsReleaseProblem({ releasedAt: 'x', resultsReleasedAt: null }))
  })
})

test.group('results charts: the score histogram (issue 21 §4 "results per question (charts)")', () => {
  test('one bar per score from 0 to the maximum, zeros included', ({ assert }) => {
    assert.deepEqual(scoreHistogram([3, 1, 3], 3), [
      { score: 0, learners: 0 },
      { score: 1, learners: 1 },
      { score: 2, learners: 0 },
      { score: 3, learners: 2 },
    ])
    assert.deepEqual(scoreHistogram([], 2), [
      { score: 0, learners: 0 },
      { score: 1, learners: 0 },
      { score: 2, learners: 0 },
    ])
  })

  test('a score outside the range is counted at its edge, never dropped', ({ assert }) => {
    assert.deepEqual(scoreHistogram([5, -1], 2), [
      { score: 0, learners: 1 },
      { score: 1, learners: 0 },
      { score: 2, learners: 1 },
    ])
    assert.deepEqual(scoreHistogram([0], 0), [{ score: 0, learners: 1 }])
  })
})

test.group('SAT practice test PDFs (spec 001 §3.5 sat_assessment)', () => {
  test('a PDF up to the limit passes; another type or a larger file gets its message', ({ assert }) => {
    assert.isNull(satFileProblem({ type: 'application/pdf', size: SAT_PDF_MAX_BYTES }))
    assert.equal(satFileProblem({ type: 'image/png', size: 10 }), SAT_MESSAGES.notPdf)
    assert.equal(satFileProblem({ type: '', size: 10 }), SAT_MESSAGES.notPdf)
    assert.equal(satFileProblem({ type: 'application/pdf', size: SAT_PDF_MAX_BYTES + 1 }), SAT_MESSAGES.tooLarge)
  })
})
