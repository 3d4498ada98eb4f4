import { questionnaireForm as formOf } from '#modules/tutoring/index'
import type { FormDefinition } from '#modules/forms/shared/index'

/*
 * A series' questionnaire (issue 21 §3; spec 001 §3.3 series.questionnaire): copied from the series
 * template when the series is hosted, edited by its hosts until the first session starts. Learners
 * answer it when they register; the answers live on series_registration.details exactly as on a
 * session registration — the helpers are the tutoring context's (one copy).
 */
export { storedAnswers, withAnswers, answersEditable, detailsObject, type StoredAnswers } from '#modules/tutoring/index'

export const QUESTIONNAIRE_MESSAGES = {
  noQuestionnaire: 'This series has no questionnaire.',
  ownAnswersOnly: 'Only the learner who gave these answers can change them.',
  started: 'The series has started, so the answers can no longer be changed.',
  answersSaved: 'Your answers are saved.',
  hostsOnly: "Only the series' hosts can change its questionnaire.",
  editClosed: 'The series has started, so its questionnaire can no longer be changed.',
  saved: 'The questionnaire is saved.',
} as const

/** The series' questionnaire as a form definition, or null when it asks nothing. */
export function questionnaireForm(series: { questionnaire: unknown[] }): FormDefinition | null {
  return formOf(series, 'series-questionnaire')
}
