/* The isomorphic surface of the tutoring context (imported by other modules' ui/ and shared/). */
export { QUESTIONNAIRE_LIMITS, QUESTION_TYPES, type QuestionType } from './questionnaire.js'
