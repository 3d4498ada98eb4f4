import { RUBRICS, defineForm, rubricForm, type FormBlock, type FormDefinition, type RubricVersion } from '#modules/forms/shared/index'
import { AUDIT_RATINGS, AUDIT_RATING_LABELS, FIRST_SESSIONS_SECTION, rubricSectionsFor, type AuditLevel } from './shared/index.js'

/*
 * The audit form: the forms module's versioned review rubric (spec 001 §3.10), the sections an
 * auditor gets (spec 000 §6.4, rubricSectionsFor), peer review's own first-two-sessions section,
 * and the overall rating (spec 001 §3.5 tutor_audit.rating). Decision: sessions are audited with
 * the MARS rubric, mars-v2; the version is stored with each audit so later versions can follow.
 */
export const AUDIT_RUBRIC_VERSION: RubricVersion = 'mars-v2'
export const ESCALATION_COMMENT = 'escalation-comment'
export const ESCALATION_QUESTION = 'escalation-1'

const yesNo = (name: string, label: string): FormBlock => ({
  name,
  label,
  type: 'select-tab',
  required: true,
  options: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
})

const FIRST_SESSIONS_BLOCKS: FormBlock[] = [
  yesNo('first-sessions-1', 'Did the tutor introduce themselves and explain how the session would run?'),
  yesNo('first-sessions-2', 'Did the tutor use the session tools (screen sharing, chat) with confidence?'),
]

const RATING_BLOCK: FormBlock = {
  name: 'rating',
  label: 'Overall rating',
  sublabel: 'Novice or Flag asks a mentor to look at this session.',
  type: 'radio',
  required: true,
  options: AUDIT_RATINGS.map((value) => ({ value, label: AUDIT_RATING_LABELS[value] })),
}

/** The rubric's sections in order, peer review's first-two-sessions section right after the rubric's first. */
export function rubricSectionKeys(version: RubricVersion = AUDIT_RUBRIC_VERSION): string[] {
  const keys = RUBRICS[version].sections.map((section) => section.key as string)
  return [keys[0], FIRST_SESSIONS_SECTION, ...keys.slice(1)]
}

const forms = new Map<string, FormDefinition>()

/** The form an auditor fills in, for their level and role and the session's host. */
export function auditForm(input: { level: AuditLevel; isAdminMentorOrPolicy: boolean; hostsFirstSessions: boolean }, version: RubricVersion = AUDIT_RUBRIC_VERSION): { form: FormDefinition; sections: string[] } {
  const sections = rubricSectionsFor({ ...input, sections: rubricSectionKeys(version) })
  const key = `peer-review-${version}-${sections.join('-')}`.slice(0, 80).replace(/-+$/, '')
  const cacheKey = `${version}:${sections.join(',')}`
  let form = forms.get(cacheKey)
  if (!form) {
    const byName = new Map(rubricForm(version).blocks.map((block) => [block.name, block]))
    const blocks: FormBlock[] = []
    for (const sectionKey of sections) {
      if (sectionKey === FIRST_SESSIONS_SECTION) blocks.push(...FIRST_SESSIONS_BLOCKS)
      else for (const question of RUBRICS[version].sections.find((s) => s.key === sectionKey)!.questions) blocks.push(byName.get(question.slug)!)
    }
    form = defineForm({ key, blocks: [...blocks, RATING_BLOCK] })
    forms.set(cacheKey, form)
  }
  return { form, sections }
}

/** The rubric section a question belongs to (calibration compares answers by section). */
export function sectionOfSlug(slug: string, version: RubricVersion = AUDIT_RUBRIC_VERSION): string | null {
  if (FIRST_SESSIONS_BLOCKS.some((block) => block.name === slug)) return FIRST_SESSIONS_SECTION
  return RUBRICS[version].sections.find((section) => section.questions.some((question) => question.slug === slug))?.key ?? null
}

/**
 * The label of a written comment of the rubric (a text answer), or null when the slug is not one:
 * what a mentor may feature from a review. The private escalation comment never is.
 */
export function commentLabel(slug: string, version: string = AUDIT_RUBRIC_VERSION): string | null {
  if (slug === ESCALATION_COMMENT || !(version in RUBRICS)) return null
  const block = rubricForm(version as RubricVersion).blocks.find((candidate) => candidate.name === slug)
  return block && block.type === 'textarea' ? block.label : null
}
