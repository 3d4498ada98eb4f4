export type SessionCardData = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicId: number
  topicName: string
  worldSlug: string
  worldTitle: string
  hostName: string
  seatsLeft: number
  maxLearners: number
  languages: string[]
  registered: boolean
  state: 'upcoming' | 'in_progress' | 'ended' | 'canceled'
  seriesId: number | null
}

/** `totalCapped`: there are more than `total` (the server stopped counting). */
export type PageMeta = { total: number; totalCapped?: boolean; currentPage: number; lastPage: number; perPage: number }

export type Language = { code: string; label: string }

export type HostSummary = {
  avatars: Array<{ userId: number; name: string; initials: string }>
  label: string
  others: number
}

export type ClientHost = { id: number; userId: number; name: string; username: string | null; role: 'main' | 'co-host' }
