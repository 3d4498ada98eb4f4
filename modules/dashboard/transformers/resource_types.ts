/*
 * Rows the dashboard's own queries build (the fields its transformers read). A transformer that
 * reads another context's type imports it from that context's index (recommended_session_transformer.ts).
 */

/** One of the person's own sessions (tutoring's schedule item). Instants are UTC ISO text. */
export type OwnSession = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  worldTitle: string
  hostName: string
  seatsLeft: number
  maxLearners: number
  role: 'learner' | 'main' | 'co-host'
  canceled: boolean
  state: 'upcoming' | 'in_progress' | 'ended' | 'canceled'
  seriesId: number | null
}

/** A series on a dashboard list, with its next session (null once none is ahead). */
export type DashboardSeries = { id: number; title: string; nextSessionAt: string | null }

/** A world with its number of live templates, loaded as `$extras.template_count`. */
export type WorldWithTemplates = { slug: string; title: string; $extras: Record<string, unknown> }
