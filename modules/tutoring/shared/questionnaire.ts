/*
 * What a questionnaire may ask (issue 21 §3): the editor's limits and question types, used by the
 * editors in the browser and by the server's check of the blocks (../questionnaire.ts).
 */
export const QUESTIONNAIRE_LIMITS = { questions: 20, label: 200, optionsMin: 2, optionsMax: 10 } as const

/** Short text, long text, single choice, multiple choice (forms engine block types). */
export const QUESTION_TYPES = ['text', 'textarea', 'radio', 'multi-checkbox'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
