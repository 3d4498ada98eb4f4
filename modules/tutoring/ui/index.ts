/* The browser surface of the tutoring context (imported by other modules' ui/). */
export { QuestionnaireModal, OwnAnswersCard, LearnerAnswers, QuestionnaireEditorPage, type LearnerAnswersRow } from './components/questionnaire'
