import { DateTime } from 'luxon'
import { defineForm, type FormBlock, type FormDefinition, type FormValues } from '#modules/forms/shared/index'

/*
 * A series' questionnaire (issue 21 §3; spec 001 §3.3 series.questionnaire): a list of forms-engine
 * blocks, copied from the series template when the series is hosted. Learners answer it when they
 * register; the answers live on their registration's details (series_registration.details):
 *   details.questionnaire = { answers, answeredAt }
 * and may be changed until the series' first session starts.
 */
export const QUESTIONNAIRE_MESSAGES = {
  noQuestionnaire: 'This series has no questionnaire.',
  ownAnswersOnly: 'Only the learner who gave these answers can change them.',
  started: 'The series has started, so the answers can no longer be changed.',
  answersSaved: 'Your answers are saved.',
} as const

export type StoredAnswers = { answers: FormValues; answeredAt: string }

/** The series' questionnaire as a form definition, or null when it asks nothing. */
export function questionnaireForm(series: { questionnaire: unknown[] }): FormDefinition | null {
  const blocks = Array.isArray(series.questionnaire) ? (series.questionnaire as FormBlock[]) : []
  if (blocks.length === 0) return null
  // defineForm throws on a malformed stored definition: a bug to see, not a form to guess at.
  return defineForm({ key: 'series-questionnaire', blocks })
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

/** Answers may change until the first session starts (a series with no session yet: open). */
export function answersEditable(firstStart: DateTime | null, now: DateTime = DateTime.utc()) {
  return firstStart === null || firstStart.toMillis() > now.toMillis()
}
