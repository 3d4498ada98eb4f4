/* Props of the dashboard pages (shapes from modules/dashboard/queries/dashboards.ts). */
export type DashboardSession = {
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
  inProgress: boolean
  seriesId: number | null
}

export type DashboardSeries = { id: number; title: string; nextSessionAt: string | null }

export type RecommendedSession = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  worldSlug: string
  hostName: string
  seatsLeft: number
  reason: 'topic' | 'world' | 'soon'
}

export type OutletCard = { key: string; title: string; body: string; href?: string; linkLabel?: string }

export type HostWorld = { slug: string; title: string; templates: number }
