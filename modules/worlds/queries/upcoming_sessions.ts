import { listUpcomingSessions, type UpcomingSessionItem } from '#modules/tutoring/index'

/*
 * The world page's list of upcoming sessions comes from the tutoring context, which applies its
 * own session-visibility rules for the viewer (spec 000 §6.4).
 */
export type { UpcomingSessionItem }

export type UpcomingSessionsPage = {
  data: UpcomingSessionItem[]
  meta: { total: number; currentPage: number; lastPage: number }
}

export const UPCOMING_PER_PAGE = 10

export async function upcomingSessionsOfWorld(
  worldId: number,
  page: number,
  viewerId: number | null
): Promise<UpcomingSessionsPage | null> {
  return listUpcomingSessions({ worldId, page, perPage: UPCOMING_PER_PAGE, viewerId })
}
