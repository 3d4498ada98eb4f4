import type { FormBlock, FormValues } from '#modules/forms/shared/index'

/*
 * Assessments (issue 21 §4; spec 001 §3.5, §4.3) as pure rules, shared by the server and the editor.
 *
 * An assessment is a list of forms-engine blocks plus an answer key kept apart from the blocks, so the
 * blocks can go to learners without the answers. The forms engine has choice and number inputs but
 * no answer keys: keys and scoring live here. Each keyed question is worth one point:
 *   - a single choice (radio) is right when the chosen option is the key's;
 *   - a multiple choice (multi-checkbox) is right when exactly the key's options are chosen;
 *   - a number is right when it is within the key's tolerance (default 0) of the key's value.
 * An open question (textarea) has no key and no point: hosts read the answers.
 */
export const QUESTION_KINDS = ['choice', 'multi', 'number', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const QUESTIONS_MAX = 50
export const OPTIONS_MAX = 10

export type AnswerKeyEntry =
  | { kind: 'choice'; value: string }
  | { kind: 'multi'; values: string[] }
  | { kind: 'number'; value: number; tolerance: number }
export type AnswerKey = Record<string, AnswerKeyEntry>

/** A question as the editor shows it: options by label, the right ones by position. */
export type EditorQuestion = {
  kind: QuestionKind
  label: string
  options: string[]
  correct: number[]
  correctNumber: number | null
  tolerance: number
}

export const ASSESSMENT_MESSAGES = {
  notReleased: 'This assessment has not been released yet.',
  alreadySubmitted: 'You have already submitted this assessment.',
  notPublished: 'Publish the assessment before you release it.',
  noQuestions: 'Add at least one question before you publish.',
  archived: 'This assessment is archived.',
  releaseFirst: 'Release the assessment before you release its results.',
  notYourClass: 'Only the learners and hosts of this class can open this assessment.',
  manageOnly: 'Only the owner of this assessment or a host of a class it is linked to can do this.',
  hostOnly: 'You can only link an assessment to a series or session you host.',
  alreadyLinked: 'This assessment is already linked there.',
  templateUnlinkOnly: 'Only the owner of this assessment or staff can take it from a series template.',
  notLinked: 'This assessment is not linked there.',
  unlinkSubmitted: 'Learners have already submitted this assessment here, so it stays linked: their answers and scores are part of their record. Archive it instead if it should close.',
  unlinkFromTemplate: 'This series gets the assessment from its series template, so it cannot be unlinked from the series alone.',
  notFound: 'Not found',
} as const

const optionValue = (index: number) => `o${index + 1}`
const questionName = (index: number) => `q${index + 1}`

/** A problem with the editor's questions (the first one, by question number), or null. */
export function questionProblem(questions: EditorQuestion[]): string | null {
  if (questions.length > QUESTIONS_MAX) return `An assessment has at most ${QUESTIONS_MAX} questions.`
  for (const [index, question] of questions.entries()) {
    const at = `Question ${index + 1}`
    if (!question.label.trim()) return `${at} needs a text.`
    if (question.kind === 'choice' || question.kind === 'multi') {
      const options = question.options.map((option) => option.trim())
      if (options.length < 2 || options.some((option) => option === '')) return `${at} needs at least two options, none empty.`
      if (options.length > OPTIONS_MAX) return `${at} has more than ${OPTIONS_MAX} options.`
      if (new Set(options).size !== options.length) return `${at} has the same option twice.`
      if (question.correct.some((position) => !Number.isInteger(position) || position < 0 || position >= options.length)) return `${at}: mark a right answer among its options.`
      if (question.kind === 'choice' && question.correct.length !== 1) return `${at}: mark exactly one right answer.`
      if (question.kind === 'multi' && question.correct.length === 0) return `${at}: mark at least one right answer.`
    }
    if (question.kind === 'number') {
      if (question.correctNumber === null || !Number.isFinite(question.correctNumber)) return `${at} needs the right number.`
      if (!Number.isFinite(question.tolerance) || question.tolerance < 0) return `${at}: the tolerance cannot be negative.`
    }
  }
  return null
}

/** The editor's questions as form blocks and an answer key (call questionProblem first). */
export function toForm(questions: EditorQuestion[]): { blocks: FormBlock[]; answerKey: AnswerKey } {
  const blocks: FormBlock[] = []
  const answerKey: AnswerKey = {}
  questions.forEach((question, index) => {
    const name = questionName(index)
    const label = question.label.trim()
    const options = question.options.map((option, position) => ({ value: optionValue(position), label: option.trim() }))
    const correct = [...new Set(question.correct)].sort((a, b) => a - b)
    switch (question.kind) {
      case 'choice':
        blocks.push({ type: 'radio', name, label, options, required: true })
        answerKey[name] = { kind: 'choice', value: optionValue(correct[0]) }
        break
      case 'multi':
        blocks.push({ type: 'multi-checkbox', name, label, options, required: true })
        answerKey[name] = { kind: 'multi', values: correct.map(optionValue) }
        break
      case 'number':
        blocks.push({ type: 'number', name, label, required: true })
        answerKey[name] = { kind: 'number', value: question.correctNumber!, tolerance: question.tolerance }
        break
      case 'text':
        blocks.push({ type: 'textarea', name, label, required: true, maxLength: 2000 })
        break
    }
  })
  return { blocks, answerKey }
}

/** The stored blocks and key back as the editor's questions. */
export function toQuestions(blocks: FormBlock[], answerKey: AnswerKey): EditorQuestion[] {
  return blocks.map((block) => {
    const key = answerKey[block.name]
    const base = { label: block.label, options: [] as string[], correct: [] as number[], correctNumber: null as number | null, tolerance: 0 }
    if (block.type === 'radio' || block.type === 'multi-checkbox') {
      const values = block.options.map((option) => option.value)
      const rightValues = key?.kind === 'choice' ? [key.value] : key?.kind === 'multi' ? key.values : []
      return {
        ...base,
        kind: block.type === 'radio' ? 'choice' : 'multi',
        options: block.options.map((option) => option.label),
        correct: rightValues.map((value) => values.indexOf(value)).filter((position) => position >= 0),
      }
    }
    if (block.type === 'number') return { ...base, kind: 'number', correctNumber: key?.kind === 'number' ? key.value : null, tolerance: key?.kind === 'number' ? key.tolerance : 0 }
    return { ...base, kind: 'text' }
  })
}

/** Whether one answer matches its key. */
export function isRight(key: AnswerKeyEntry, answer: unknown): boolean {
  switch (key.kind) {
    case 'choice':
      return answer === key.value
    case 'multi': {
      if (!Array.isArray(answer)) return false
      const given = new Set(answer)
      return given.size === key.values.length && key.values.every((value) => given.has(value))
    }
    case 'number': {
      const value = typeof answer === 'string' && answer.trim() !== '' ? Number(answer) : answer
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value - key.value) <= key.tolerance + 1e-9
    }
  }
}

export type Score = { score: number; maxScore: number; right: Record<string, boolean> }

/** The score of a learner's answers: one point per keyed question answered right. */
export function scoreAnswers(blocks: FormBlock[], answerKey: AnswerKey, answers: FormValues): Score {
  const right: Record<string, boolean> = {}
  let score = 0
  let maxScore = 0
  for (const block of blocks) {
    const key = answerKey[block.name]
    if (!key) continue
    maxScore += 1
    right[block.name] = isRight(key, answers[block.name])
    if (right[block.name]) score += 1
  }
  return { score, maxScore, right }
}

/** A release: a link of an assessment to a series or a session (series_assessment / assessment_session). */
export type ReleaseState = { releasedAt: unknown | null; resultsReleasedAt: unknown | null }
export type AssessmentState = { publishedAt: unknown | null; archivedAt: unknown | null }

/** spec 001 §4.3: a (series) assessment is open once released_at is set; an archived one never is. */
export function isOpen(assessment: AssessmentState, release: ReleaseState) {
  return release.releasedAt !== null && assessment.archivedAt === null
}

/** A learner may submit while the release is open and they have not submitted for it yet. */
export function canSubmit(assessment: AssessmentState, release: ReleaseState, alreadySubmitted: boolean) {
  return isOpen(assessment, release) && !alreadySubmitted
}

/** Learners see their own score once the hosts release the results (after the assessment itself). */
export function resultsVisible(release: ReleaseState) {
  return release.releasedAt !== null && release.resultsReleasedAt !== null
}

/** Why the hosts may not release now, or null: only a published, not archived assessment is released. */
export function releaseProblem(assessment: AssessmentState): string | null {
  if (assessment.archivedAt !== null) return ASSESSMENT_MESSAGES.archived
  if (assessment.publishedAt === null) return ASSESSMENT_MESSAGES.notPublished
  return null
}

/** Why the results may not be released now, or null. */
export function resultsReleaseProblem(release: ReleaseState): string | null {
  return release.releasedAt === null ? ASSESSMENT_MESSAGES.releaseFirst : null
}

/**
 * How many learners got each score from 0 to the highest possible one (the results page's
 * histogram). Every score has its bar, zeros included, so the shape is honest; a score outside
 * 0..maxScore (questions changed before anyone submitted cannot cause one, but old rows might) is
 * clamped into the range rather than dropped.
 */
export function scoreHistogram(scores: number[], maxScore: number): { score: number; learners: number }[] {
  const top = Math.max(0, Math.floor(maxScore))
  const bars = Array.from({ length: top + 1 }, (_, score) => ({ score, learners: 0 }))
  for (const score of scores) bars[Math.min(top, Math.max(0, Math.round(score)))].learners += 1
  return bars
}
