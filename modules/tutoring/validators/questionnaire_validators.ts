import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { QUESTIONNAIRE_LIMITS, QUESTION_TYPES } from '../shared/questionnaire.js'

/*
 * PUT …/questionnaire: the editor's questions (issue 21 §3). The shape and lengths are checked
 * here; questionnaireBlocks (../questionnaire.ts) then checks them as forms-engine blocks.
 */
export const questionnaireValidator = vine.create({
  questions: vine
    .array(
      vine.object({
        name: vine.string().regex(/^q[a-z0-9]{1,20}$/),
        type: vine.enum(QUESTION_TYPES),
        label: vine.string().trim().minLength(1).maxLength(QUESTIONNAIRE_LIMITS.label),
        required: vine.boolean().optional(),
        options: vine
          .array(
            vine.object({
              value: vine.string().trim().minLength(1).maxLength(QUESTIONNAIRE_LIMITS.label),
              label: vine.string().trim().minLength(1).maxLength(QUESTIONNAIRE_LIMITS.label),
            })
          )
          .maxLength(QUESTIONNAIRE_LIMITS.optionsMax)
          .optional(),
      })
    )
    .maxLength(QUESTIONNAIRE_LIMITS.questions),
})

export const questionnaireMessages = new SimpleMessagesProvider({
  'required': 'This field is required',
  'questions.array': 'The questions are missing.',
  'questions.array.maxLength': `A questionnaire has at most ${QUESTIONNAIRE_LIMITS.questions} questions.`,
  'questions.*.label.required': 'Every question needs its text.',
  'questions.*.label.minLength': 'Every question needs its text.',
  'questions.*.label.maxLength': `A question is at most ${QUESTIONNAIRE_LIMITS.label} characters.`,
  'questions.*.type.enum': 'Choose short text, long text, single choice or multiple choice.',
  'questions.*.name.regex': 'A question has a name the editor did not make.',
  'questions.*.options.array.maxLength': `A question has at most ${QUESTIONNAIRE_LIMITS.optionsMax} options.`,
  'questions.*.options.*.label.minLength': 'Every option needs its text.',
  'questions.*.options.*.label.required': 'Every option needs its text.',
  'questions.*.options.*.value.minLength': 'Every option needs its text.',
  'questions.*.options.*.value.required': 'Every option needs its text.',
  'questions.*.options.*.label.maxLength': `An option is at most ${QUESTIONNAIRE_LIMITS.label} characters.`,
  'questions.*.options.*.value.maxLength': `An option is at most ${QUESTIONNAIRE_LIMITS.label} characters.`,
})
