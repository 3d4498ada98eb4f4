import type { FormBlock, FormDefinition, FormValues } from './blocks.js'
import { defineForm } from './define_form.js'
import { formErrors } from './submission.js'

/*
 * Review rubrics (spec 001 §3.10 "Review rubric question"): a versioned list of questions a
 * reviewer answers about a session, turned into an ordinary form so the renderer, the required
 * and length rules and the server validator are the form engine's. A response is the version plus
 * one answer per question slug. The certification issue stores and reads them.
 *
 * Decisions where the spec only names things:
 * - Sections: lead-v1 uses the four practices (lay the foundation, engage actively, adjust as
 *   needed, develop connections); the MARS rubrics use mastery, active learning, respect and
 *   safety. Every rubric a coach writes ends with internal escalation; the tutor's self-review
 *   (mars-self-sat-v2) has none (spec 002 §6: the escalation comment is staff-only).
 * - Slugs: `<section>-<n>` (respect-1, mastery-1, active-1..3 as seen in the spec; foundation-1,
 *   engage-1, adjust-1, connections-1, safety-1, overall-1), plus strengths, improvements,
 *   reflection, escalation-1 (yes-no) and escalation-comment.
 * - The escalation comment is optional and has no minimum (spec 002 §9 "comment on internal
 *   escalation optional"); every other short answer needs 20 characters.
 * - The quality yes-no questions are phrased so that "no" is the poor answer (spec 001 §4.5);
 *   escalation-1 asks whether a coach should look at the session.
 */
export const RUBRIC_VERSIONS = ['lead-v1', 'mars-v2', 'mars-sat-v3', 'mars-sat-v2', 'mars-self-sat-v2'] as const
export type RubricVersion = (typeof RUBRIC_VERSIONS)[number]

export const RUBRIC_LEVELS = ['level-0', 'level-1', 'level-2', 'level-3', 'level-4'] as const
export type RubricLevel = (typeof RUBRIC_LEVELS)[number]
export const YES_NO = ['yes', 'no'] as const

/** spec 002 §9 "Review short-answer minimum 20 characters". */
export const SHORT_ANSWER_MIN_LENGTH = 20
const SHORT_ANSWER_MAX_LENGTH = 2000

export type RubricQuestion = {
  slug: string
  type: 'level' | 'short-answer' | 'yes-no'
  /** Default true. */
  required?: boolean
  label: string
  sublabel?: string
  description?: string
  /** What each answer means, shown with the option (level-0..level-4, yes, no). */
  responseDescriptions?: Partial<Record<RubricLevel | 'yes' | 'no', string>>
  /** Short answers only; default 20 (spec 002 §9). */
  minLength?: number
  defaultValue?: string
}

export const RUBRIC_SECTIONS = {
  'lay-the-foundation': 'Lay the foundation',
  'engage-actively': 'Engage actively',
  'adjust-as-needed': 'Adjust as needed',
  'develop-connections': 'Develop connections',
  'mastery': 'Mastery',
  'active-learning': 'Active learning',
  'respect': 'Respect',
  'safety': 'Safety',
  'internal-escalation': 'Internal escalation',
} as const
export type RubricSectionKey = keyof typeof RUBRIC_SECTIONS

export type RubricSection = { key: RubricSectionKey; title: string; questions: RubricQuestion[] }
export type Rubric = { version: RubricVersion; title: string; sections: RubricSection[] }

export type RubricResponse = { version: RubricVersion; answers: Record<string, string> }

const section = (key: RubricSectionKey, questions: RubricQuestion[]): RubricSection => ({ key, title: RUBRIC_SECTIONS[key], questions })
const yesNo = (slug: string, label: string): RubricQuestion => ({ slug, type: 'yes-no', label })
const shortAnswer = (slug: string, label: string, extra: Partial<RubricQuestion> = {}): RubricQuestion => ({ slug, type: 'short-answer', label, ...extra })
const level = (slug: string, label: string, lowest: string, highest: string): RubricQuestion => ({
  slug,
  type: 'level',
  label,
  responseDescriptions: { 'level-0': lowest, 'level-4': highest },
})

const ESCALATION = section('internal-escalation', [
  yesNo('escalation-1', 'Should a coach look at this session?'),
  shortAnswer('escalation-comment', 'Anything the coaches should know?', {
    required: false,
    minLength: 0,
    sublabel: 'Private: coaches and safety staff see this, the tutor does not.',
  }),
])

const feedback = (who: 'tutor' | 'self') =>
  who === 'tutor'
    ? [shortAnswer('strengths', 'What did the tutor do well?'), shortAnswer('improvements', 'What could the tutor do better next time?')]
    : [shortAnswer('reflection', 'What went well, and what will you change next time?')]

function mars(version: RubricVersion, title: string, options: { sat: boolean; self: boolean }): Rubric {
  const subject = options.self ? 'I' : 'the tutor'
  const content = options.sat ? 'the SAT content' : 'the content'
  return {
    version,
    title,
    sections: [
      section('mastery', [yesNo('mastery-1', `Did ${subject} explain ${content} accurately?`)]),
      section('active-learning', [
        yesNo('active-1', `Did ${subject} ask learners questions rather than only lecture?`),
        yesNo('active-2', 'Did learners work through problems themselves?'),
        yesNo('active-3', `Did ${subject} check that learners understood before moving on?`),
      ]),
      section('respect', [yesNo('respect-1', `Was ${subject} patient, kind and encouraging with every learner?`)]),
      section('safety', [yesNo('safety-1', 'Was the session free of safety concerns?')]),
    ],
  }
}

function withFeedback(rubric: Rubric, who: 'tutor' | 'self', extra: RubricQuestion[] = []): Rubric {
  const [last, ...rest] = [...rubric.sections].reverse()
  const closing = { ...last, questions: [...last.questions, ...extra, ...feedback(who)] }
  const sections = [...rest.reverse(), closing]
  return { ...rubric, sections: who === 'tutor' ? [...sections, ESCALATION] : sections }
}

export const RUBRICS: Record<RubricVersion, Rubric> = {
  'lead-v1': withFeedback(
    {
      version: 'lead-v1',
      title: 'Session review',
      sections: [
        section('lay-the-foundation', [level('foundation-1', 'Set goals and a plan with the learners', 'No plan', 'Clear goals everyone agreed on')]),
        section('engage-actively', [level('engage-1', 'Kept every learner taking part', 'Learners only listened', 'Every learner took part throughout')]),
        section('adjust-as-needed', [level('adjust-1', 'Adjusted pace and approach to the learners', 'Did not adjust', 'Adjusted smoothly as needs changed')]),
        section('develop-connections', [level('connections-1', 'Built rapport and connected ideas', 'No connection', 'Warm rapport, ideas linked to what learners know')]),
      ],
    },
    'tutor'
  ),
  'mars-v2': withFeedback(mars('mars-v2', 'Session review (MARS)', { sat: false, self: false }), 'tutor'),
  'mars-sat-v2': withFeedback(mars('mars-sat-v2', 'SAT session review (MARS)', { sat: true, self: false }), 'tutor'),
  'mars-sat-v3': withFeedback(mars('mars-sat-v3', 'SAT session review (MARS, with an overall level)', { sat: true, self: false }), 'tutor', [
    level('overall-1', 'Overall, how well did this session help learners prepare for the SAT?', 'Not at all', 'Excellent preparation'),
  ]),
  'mars-self-sat-v2': withFeedback(mars('mars-self-sat-v2', 'SAT session self-review (MARS)', { sat: true, self: true }), 'self'),
}

export function isRubricVersion(version: unknown): version is RubricVersion {
  return typeof version === 'string' && (RUBRIC_VERSIONS as readonly string[]).includes(version)
}

const levelLabel = (value: RubricLevel, question: RubricQuestion) => {
  const meaning = question.responseDescriptions?.[value]
  return `Level ${value.slice(-1)}${meaning ? ` (${meaning})` : ''}`
}

function questionBlock(question: RubricQuestion): FormBlock {
  const base = {
    name: question.slug,
    label: question.label,
    sublabel: question.sublabel,
    description: question.description,
    required: question.required ?? true,
  }
  switch (question.type) {
    case 'level':
      return { ...base, type: 'radio', initialValue: question.defaultValue, options: RUBRIC_LEVELS.map((value) => ({ value, label: levelLabel(value, question) })) }
    case 'yes-no':
      return {
        ...base,
        type: 'select-tab',
        initialValue: question.defaultValue,
        options: YES_NO.map((value) => ({ value, label: question.responseDescriptions?.[value] ?? (value === 'yes' ? 'Yes' : 'No') })),
      }
    case 'short-answer':
      return {
        ...base,
        type: 'textarea',
        initialValue: question.defaultValue,
        minLength: question.minLength ?? SHORT_ANSWER_MIN_LENGTH,
        maxLength: SHORT_ANSWER_MAX_LENGTH,
      }
  }
}

const rubricForms = new Map<RubricVersion, FormDefinition>()

/** The rubric as a form: one block per question, named by its slug (sections in order). */
export function rubricForm(version: RubricVersion): FormDefinition {
  let form = rubricForms.get(version)
  if (!form) {
    if (!isRubricVersion(version)) throw new Error(`Unknown rubric version "${String(version)}"`)
    form = defineForm({ key: `rubric-${version}`, blocks: RUBRICS[version].sections.flatMap((s) => s.questions.map(questionBlock)) })
    rubricForms.set(version, form)
  }
  return form
}

/** Messages by slug (or 'version') for a response; empty when it is complete and valid. */
export function rubricResponseErrors(response: { version?: unknown; answers?: unknown }): Record<string, string> {
  if (!isRubricVersion(response.version)) return { version: 'Unknown rubric version' }
  const answers = typeof response.answers === 'object' && response.answers !== null ? (response.answers as FormValues) : {}
  return formErrors(rubricForm(response.version), answers)
}

/** spec 001 §4.5 "(newer rubric) a no on respect-1, mastery-1, active-1, active-2 or active-3". */
export const POOR_RATING_SLUGS = ['respect-1', 'mastery-1', 'active-1', 'active-2', 'active-3'] as const

export function isPoorRubricResponse(response: RubricResponse): boolean {
  return POOR_RATING_SLUGS.some((slug) => response.answers[slug] === 'no')
}
