import { upcomingSessionsPage } from './explore_cache.js'
import { loadSessionViewer } from '../policies/session_scope.js'

export type UpcomingSessionFilters = {
  worldId?: number
  topicId?: number
  page?: number
  perPage?: number
  viewerId?: number | null
}

export type UpcomingSessionItem = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  hostName: string
  seatsLeft: number
  worldSlug: string
}

/**
 * Upcoming sessions a viewer may see (world pages, dashboards, other contexts), sorted by start,
 * paginated. Loads the viewer (2 small queries) then runs the explore query (count + page), or
 * answers from the public list cache (explore_cache.ts).
 */
export async function listUpcomingSessions(filters: UpcomingSessionFilters): Promise<{
  data: UpcomingSessionItem[]
  meta: { total: number; currentPage: number; lastPage: number }
}> {
  const viewer = await loadSessionViewer(filters.viewerId ?? null)
  const page = await upcomingSessionsPage(
    { worldId: filters.worldId, topicId: filters.topicId, page: filters.page, perPage: filters.perPage },
    viewer,
    { registered: false }
  )
  return {
    data: page.data.map((s) => ({
      id: s.id,
      title: s.title,
      startDate: s.startDate,
      endDate: s.endDate,
      topicName: s.topicName,
      hostName: s.hostName,
      seatsLeft: s.seatsLeft,
      worldSlug: s.worldSlug,
    })),
    meta: { total: page.meta.total, currentPage: page.meta.currentPage, lastPage: page.meta.lastPage },
  }
}
