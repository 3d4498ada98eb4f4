import type { FilterVerdict } from '#kernel/hooks'
import type { Band, Section } from './score_bands.js'

/*
 * Skills builders (issue 18 §3; spec 001 §3.3 series internal_state sat_skills_builder_score_band;
 * spec 002 §9 "Skills builder template id 3"). The kind is the series context's (a template of
 * kind skills-builder); placing learners is this program's, through `series.canRegister`.
 * Decisions, the spec names the field only:
 * - Staff mark a template of the SAT Bootcamp as a skills builder and give each of its series a
 *   level (a score band) on /admin/sat; a series without a level takes anyone.
 * - The learner's level is the band their latest reported score placed them in (sat_user
 *   math/reading_score_band_id; only bands are kept). The template's offering names the section
 *   (math, or reading and writing); a template naming none takes a learner whose band in either
 *   section is the series' level.
 * - A learner without a level for the section is asked to report a score first; a learner at
 *   another level is refused with a message naming an open series of the same template at their
 *   level when there is one.
 * - A skills builder linked to no SAT test is not held to a test's windows (it is not a bootcamp of
 *   a test); one linked to a test keeps them.
 */
export type Placement = {
  seriesLevel: { id: number; label: string } | null
  section: Section | null
  learner: { math: Band | null; reading: Band | null }
  /** Open series of the same template, other than this one, with their level ids. */
  alternatives: ReadonlyArray<{ id: number; title: string; levelId: number | null }>
}

const SECTION_WORDS: Record<Section, string> = { math: 'math', reading: 'reading and writing' }

export const SKILLS_BUILDER_MESSAGES = {
  noLevel: (level: string, section: Section | null) =>
    `This skills builder is for learners at the ${level} level. Tell us your latest ${section ? SECTION_WORDS[section] + ' ' : ''}score on the SAT Bootcamp page first, so we can place you.`,
  otherLevel: (level: string, yours: string, alternative: { id: number; title: string } | null) =>
    `This skills builder is for the ${level} level; yours is ${yours}. ` +
    (alternative ? `Join “${alternative.title}” (/series/${alternative.id}) instead.` : 'No skills builder at your level is open right now.'),
} as const

export function skillsBuilderPlacement(placement: Placement): FilterVerdict {
  const level = placement.seriesLevel
  if (!level) return { allowed: true }
  const bands = placement.section ? [placement.learner[placement.section]] : [placement.learner.math, placement.learner.reading]
  const held = bands.filter((band): band is Band => band !== null)
  if (held.length === 0) return { allowed: false, reason: SKILLS_BUILDER_MESSAGES.noLevel(level.label, placement.section) }
  if (held.some((band) => band.id === level.id)) return { allowed: true }
  const fitting = placement.alternatives.find((series) => series.levelId !== null && held.some((band) => band.id === series.levelId)) ?? null
  const yours = held.map((band) => band.name).join(' / ')
  return { allowed: false, reason: SKILLS_BUILDER_MESSAGES.otherLevel(level.label, yours, fitting) }
}

/** How a band reads as a series' level ("Building (410–500)"). */
export function levelLabel(band: Pick<Band, 'name' | 'minScore' | 'maxScore'>): string {
  return `${band.name} (${band.minScore}–${band.maxScore})`
}

export const SKILLS_BUILDER_ADMIN_MESSAGES = {
  notSatTemplate: 'Only templates of the SAT Bootcamp (its own, or its world’s) can be made skills builders here.',
  notSkillsBuilder: 'That series is not a series of an SAT skills builder.',
  chooseBand: 'Choose an active score band, or no level.',
  marked: (kind: string) => (kind === 'skills-builder' ? 'The template is now a skills builder.' : 'The template is a standard template again.'),
  levelSet: 'The series’ level is saved.',
} as const
