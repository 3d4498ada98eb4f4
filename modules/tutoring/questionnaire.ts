import { DateTime } from 'luxon'
import { defineForm, FormDefinitionError, type FormBlock, type FormDefinition, type FormValues } from '#modules/forms/shared/index'
import { QUESTIONNAIRE_LIMITS, type QuestionType } from './shared/questionnaire.js'

/*
 * Questionnaires (issue 21 §3; spec 001 §3.3 session.questionnaire, series.questionnaire,
 * session_template.questionnaire): a list of forms-engine blocks learners answer when they
 * register. The answers live on the registration's details (session_registration.details,
 * series_registration.details):
 *   details.questionnaire = { answers, answeredAt }
 * The helpers here are the one copy for sessions and series (the series context imports them).
 */
export type StoredAnswers = { answers: FormValues; answeredAt: string }

/** Answer lengths the server allows (the editor does not set them: they bound what is stored). */
const ANSWER_MAX = { text: 200, textarea: 2000 } as const

/** A questionnaire as a form definition, or null when it asks nothing. */
export function questionnaireForm(holder: { questionnaire: unknown[] }, key = 'questionnaire'): FormDefinition | null {
  const blocks = Array.isArray(holder.questionnaire) ? (holder.questionnaire as FormBlock[]) : []
  if (blocks.length === 0) return null
  // defineForm throws on a malformed stored definition: a bug to see, not a form to guess at.
  return defineForm({ key, blocks })
}

/** The learner's stored answers from a registration's details, or null. */
export function storedAnswers(details: Record<string, unknown> | null | undefined): StoredAnswers | null {
  const stored = details?.questionnaire as Partial<StoredAnswers> | undefined
  if (!stored || typeof stored !== 'object' || typeof stored.answers !== 'object' || stored.answers === null) return null
  return { answers: stored.answers, answeredAt: typeof stored.answeredAt === 'string' ? stored.answeredAt : '' }
}

/** Details with the answers recorded (other keys of details kept). */
export function withAnswers(details: Record<string, unknown>, answers: FormValues, now: DateTime): Record<string, unknown> {
  return { ...details, questionnaire: { answers, answeredAt: now.toUTC().toISO()! } satisfies StoredAnswers }
}

/** A registration's details column as read by the query builder (JSON text or an object). */
export function detailsObject(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Answers (and the questionnaire itself) may change until the start (nothing scheduled yet: open). */
export function answersEditable(start: DateTime | null, now: DateTime = DateTime.utc()) {
  return start === null || start.toMillis() > now.toMillis()
}

/** A question as the editor sends it (already checked by questionnaireValidator). */
export type EditedQuestion = { name: string; type: QuestionType; label: string; required?: boolean; options?: { value: string; label: string }[] }

/**
 * The editor's questions as stored blocks, checked by the forms engine: only the four question
 * types, 2–10 options on choices (none on text), unique names and option values. A problem is a
 * sentence for the editor; nothing is stored then.
 */
export function questionnaireBlocks(questions: EditedQuestion[]): { blocks: FormBlock[] } | { problem: string } {
  if (questions.length > QUESTIONNAIRE_LIMITS.questions) return { problem: `A questionnaire has at most ${QUESTIONNAIRE_LIMITS.questions} questions.` }
  const blocks: FormBlock[] = []
  for (const [index, question] of questions.entries()) {
    const number = index + 1
    const base = { name: question.name, label: question.label, required: question.required === true }
    if (question.type === 'text' || question.type === 'textarea') {
      if (question.options?.length) return { problem: `Question ${number} is a text question: it has no options.` }
      blocks.push({ ...base, type: question.type, maxLength: ANSWER_MAX[question.type] })
      continue
    }
    const options = question.options ?? []
    if (options.length < QUESTIONNAIRE_LIMITS.optionsMin || options.length > QUESTIONNAIRE_LIMITS.optionsMax) {
      return { problem: `Question ${number} needs ${QUESTIONNAIRE_LIMITS.optionsMin} to ${QUESTIONNAIRE_LIMITS.optionsMax} options.` }
    }
    if (new Set(options.map((option) => option.value)).size !== options.length) return { problem: `Question ${number} has the same option twice.` }
    blocks.push({ ...base, type: question.type, options: options.map((option) => ({ value: option.value, label: option.label })) })
  }
  if (new Set(blocks.map((block) => block.name)).size !== blocks.length) return { problem: 'Two questions have the same name.' }
  if (blocks.length === 0) return { blocks }
  try {
    defineForm({ key: 'questionnaire', blocks })
  } catch (error) {
    if (error instanceof FormDefinitionError) return { problem: 'The questionnaire is not valid: ' + error.message.replace(/^Form "[^"]*": /, '') }
    throw error
  }
  return { blocks }
}

/** What a session's questionnaire pages and refusals say (issue 21 §3). */
export const SESSION_QUESTIONNAIRE_MESSAGES = {
  noQuestionnaire: 'This session has no questionnaire.',
  notRegistered: 'You are not registered for this session.',
  started: 'The session has started, so the answers can no longer be changed.',
  answersSaved: 'Your answers are saved.',
  hostOnly: "Only the session's host can change its questionnaire.",
  editClosed: 'The session has started, so its questionnaire can no longer be changed.',
  saved: 'The questionnaire is saved.',
} as const
