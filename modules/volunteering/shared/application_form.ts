import { defineForm, type FormBlock, type FormDefinition, type FormValues } from '../../forms/shared/index.js'

/*
 * A role's application (issue 15 §2): the general questions (unless the role omits them) followed
 * by the role's own blocks (volunteer_role.application_form_blocks), one form for the renderer and
 * the validator. The general answers and the role's answers are stored apart (spec 001 §3.6
 * general_responses, role_responses), split by block name.
 */
export const GENERAL_QUESTION_BLOCKS: FormBlock[] = [
  {
    name: 'motivation',
    type: 'textarea',
    label: 'Why do you want this role?',
    sublabel: 'A few sentences: what draws you to it and what you hope to bring.',
    required: true,
    minLength: 20,
    maxLength: 2000,
  },
  {
    name: 'hoursPerWeek',
    type: 'select',
    label: 'Hours per week you can give',
    required: true,
    size: 3,
    options: [
      { value: '1-2', label: '1 to 2 hours' },
      { value: '3-5', label: '3 to 5 hours' },
      { value: '6+', label: '6 hours or more' },
    ],
  },
  {
    name: 'startWhen',
    type: 'select',
    label: 'When could you start?',
    required: true,
    size: 3,
    options: [
      { value: 'now', label: 'Right away' },
      { value: 'month', label: 'Within a month' },
      { value: 'later', label: 'Later' },
    ],
  },
  { name: 'experience', type: 'textarea', label: 'Relevant experience (optional)', maxLength: 2000 },
]

export const GENERAL_QUESTION_NAMES = new Set(GENERAL_QUESTION_BLOCKS.map((block) => block.name))

export type ApplicationRole = { id: number; omitGeneralQuestions: boolean; applicationFormBlocks: FormBlock[] }

/** The application form of a role; a role block named like a general question is left out (the general one wins). */
export function applicationForm(role: ApplicationRole): FormDefinition {
  const own = role.applicationFormBlocks.filter((block) => role.omitGeneralQuestions || !GENERAL_QUESTION_NAMES.has(block.name))
  return defineForm({ key: `volunteer-role-${role.id}`, blocks: [...(role.omitGeneralQuestions ? [] : GENERAL_QUESTION_BLOCKS), ...own] })
}

/** Splits validated values into the general answers and the role's answers. */
export function splitResponses(role: ApplicationRole, values: FormValues): { general: FormValues; role: FormValues } {
  const general: FormValues = {}
  const own: FormValues = {}
  for (const [name, value] of Object.entries(values)) {
    if (!role.omitGeneralQuestions && GENERAL_QUESTION_NAMES.has(name)) general[name] = value
    else own[name] = value
  }
  return { general, role: own }
}
