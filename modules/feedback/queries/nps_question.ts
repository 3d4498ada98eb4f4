import { hooks } from '#kernel/hooks'
import { DEFAULT_NPS_QUESTIONS } from '../shared/index.js'

export type NpsAudience = keyof typeof DEFAULT_NPS_QUESTIONS

/**
 * The NPS question shown for a series' session (learners) or a series (its tutors): the first
 * wording a program gives through the `feedback.npsQuestion` outlet (spec 002 §9 "The SAT bootcamp
 * NPS wording applies when the series has an SAT test ending within 7 days"), else feedback's own.
 * Asked only when the question is shown and the session is in a series: no cost otherwise; the
 * outlet scopes a program's answer to its own series (programSlug).
 */
export async function npsQuestionFor(audience: NpsAudience, series: { seriesId: number | null; programSlug: string | null }): Promise<string> {
  if (series.seriesId === null) return DEFAULT_NPS_QUESTIONS[audience]
  const items = await hooks.outlet('feedback.npsQuestion', { seriesId: series.seriesId, programSlug: series.programSlug, audience })
  const question = items.map((item) => item.question.trim()).find((text) => text.length > 0)
  return question ?? DEFAULT_NPS_QUESTIONS[audience]
}
