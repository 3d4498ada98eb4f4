/* Props shared by the series pages (see modules/series/queries/series_page.ts). */
export type SeriesStatus = 'canceled' | 'ended' | 'closed' | 'enrollment_closed' | 'open'

export type SeriesSummary = {
  id: number
  title: string
  description: string
  world: { slug: string; title: string }
  maxLearners: number
  seatsLeft: number
  registeredCount: number
  status: SeriesStatus
  closedReason: string | null
  template: {
    title: string
    scheduleType: string
    sessionsPerWeek: number
    sessionMinutes: number
    sessionCount: number
    programSlug: string | null
  } | null
  hosts: Array<{ userId: number; displayName: string; username: string; role: 'main' | 'co-host' }>
  firstSessionAt: string | null
  lastSessionAt: string | null
}

export type SessionItem = {
  id: number
  title: string
  startDate: string
  endDate: string
  canceled: boolean
  hosted: boolean
}

export type PageMeta = { total: number; currentPage: number; lastPage: number }

export const SCHEDULE_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  biweekly: 'Twice a week',
  everyTwoWeeks: 'Every two weeks',
}

/** "2× a week", "Twice a week", "Every two weeks". */
export function cadenceLabel(scheduleType: string, sessionsPerWeek: number) {
  if (scheduleType === 'weekly') return sessionsPerWeek === 1 ? 'Weekly' : `${sessionsPerWeek}× a week`
  return SCHEDULE_LABELS[scheduleType] ?? scheduleType
}
