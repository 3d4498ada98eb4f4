/*
 * What the dashboard transformers read from the tutoring and worlds contexts, named by the
 * fields read here rather than imported: the browser's type check follows these imports
 * (through .adonisjs/client/data.d.ts) and must not pull in the server.
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
