/*
 * Score-band placement (spec 001 §3.7 sat_score_band: name, min_score, max_score, math_weight,
 * reading_weight, active; sat_user math_score_band_id, reading_score_band_id, eligible_math,
 * eligible_reading; sat_series sat_score_band_id). The spec names the fields, not the rule; the
 * decisions:
 * - A learner reports a section score (math, or reading and writing: 200–800 in steps of 10). Their
 *   band for that section is the active band whose range holds it and whose weight for that section
 *   is above 0 (a weight of 0 keeps a band out of that section). Only the band is stored, never the
 *   score. A learner not eligible for a section gets no band in it.
 * - A bootcamp's band is the band most of its learners hold for the bootcamp's section; a tie goes
 *   to the lower band (the bootcamp is pitched so its weaker learners keep up); no placed learner
 *   leaves it without a band.
 */
export type Section = 'math' | 'reading'

export type Band = { id: number; name: string; minScore: number; maxScore: number; mathWeight: number; readingWeight: number; active: boolean }

export const SCORE_MIN = 200
export const SCORE_MAX = 800

export function isSectionScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isInteger(score) && score >= SCORE_MIN && score <= SCORE_MAX && score % 10 === 0
}

export function bandFor(bands: readonly Band[], section: Section, score: number, eligible = true): Band | null {
  if (!eligible || !isSectionScore(score)) return null
  const weight = (band: Band) => (section === 'math' ? band.mathWeight : band.readingWeight)
  return (
    [...bands]
      .filter((band) => band.active && weight(band) > 0 && band.minScore <= score && score <= band.maxScore)
      .sort((a, b) => a.minScore - b.minScore)[0] ?? null
  )
}

/** The band of a bootcamp from its learners' band ids for its section (nulls are learners not placed). */
export function seriesBandFrom(bands: readonly Band[], learnerBandIds: ReadonlyArray<number | null>): Band | null {
  const byId = new Map(bands.map((band) => [band.id, band]))
  const counts = new Map<number, number>()
  for (const id of learnerBandIds) if (id !== null && byId.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1)
  let best: Band | null = null
  let bestCount = 0
  for (const [id, count] of counts) {
    const band = byId.get(id)!
    if (count > bestCount || (count === bestCount && best && band.minScore < best.minScore)) {
      best = band
      bestCount = count
    }
  }
  return best
}

/** The section a bootcamp offering practises. */
export function sectionOf(offeringSlug: string | null): Section | null {
  if (offeringSlug === 'sat-bootcamp-math') return 'math'
  if (offeringSlug === 'sat-bootcamp-reading-writing') return 'reading'
  return null
}

/*
 * Editing bands on /admin/sat (issue 16 leftovers). Decisions, the spec names only the fields:
 * - Scores are section scores (200–800), like the bands and the scores learners report; a band
 *   runs from a lower to a strictly higher score.
 * - A weight is between 0 and 1 (two decimals): 0 keeps the band out of that section, above 0
 *   lets it place learners in that section. The two weights sum to more than 0 (a band that places
 *   nobody is a deactivated band) and so at most 2.
 * - Two active bands may not share a score of a section both are weighted for: placement would
 *   otherwise depend on their order. The refusal names the band in the way.
 * - Editing or deactivating a band does not move learners already placed (their scores are not
 *   kept); new scores are placed with the bands as they are then.
 */
export const WEIGHT_MAX = 1

export const BAND_MESSAGES = {
  range: `The lowest score must be below the highest score (section scores run from ${SCORE_MIN} to ${SCORE_MAX}).`,
  noWeight: 'Give the band a weight above 0 for math, for reading and writing, or both.',
  overlap: (other: Band, section: Section) =>
    `These scores overlap the active band “${other.name}” (${other.minScore}–${other.maxScore}) for ${section === 'math' ? 'math' : 'reading and writing'}. Change the range, or deactivate “${other.name}” first.`,
  created: (name: string) => `The band “${name}” was added.`,
  updated: (name: string) => `The band “${name}” was saved.`,
  notFound: 'There is no such score band.',
} as const

export type BandInput = Omit<Band, 'id'>

/** The first problem of a band against the others (field → message), or null. */
export function bandProblem(candidate: BandInput, others: readonly Band[]): { field: 'minScore' | 'mathWeight'; message: string } | null {
  if (!(candidate.minScore < candidate.maxScore)) return { field: 'minScore', message: BAND_MESSAGES.range }
  if (!(candidate.mathWeight > 0 || candidate.readingWeight > 0)) return { field: 'mathWeight', message: BAND_MESSAGES.noWeight }
  if (!candidate.active) return null
  for (const other of [...others].sort((a, b) => a.minScore - b.minScore)) {
    if (!other.active || other.maxScore < candidate.minScore || candidate.maxScore < other.minScore) continue
    if (candidate.mathWeight > 0 && other.mathWeight > 0) return { field: 'minScore', message: BAND_MESSAGES.overlap(other, 'math') }
    if (candidate.readingWeight > 0 && other.readingWeight > 0) return { field: 'minScore', message: BAND_MESSAGES.overlap(other, 'reading') }
  }
  return null
}
