/* The browser surface of the forms module (imported by other modules' ui/). */
export { FormRenderer, type FormRendererProps, type SubmitOutcome } from './form_renderer'
export { FormResponseView } from './form_response_view'
export { describedBy } from './field_wiring'
export { registerFormInput, type FormInputProps, type FieldWiring } from './input_registry'
export { submitJson, submitWithInertia } from './submit'
export { QuestionListEditor, editableQuestions, questionsToSend, questionListProblem, type EditableQuestion, type QuestionLimits } from './question_list_editor'
