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
