/*
 * The browser surface of the tutoring context (imported by other modules' ui/). The questionnaire
 * pieces are deferred: a page that imports this surface does not carry the forms engine's code.
 */
export { QuestionnaireModal, OwnAnswersCard, LearnerAnswers, QuestionnaireEditorPage } from './components/questionnaire_deferred'
export type { LearnerAnswersRow } from './components/questionnaire'
