import type TutoringSession from '../models/tutoring_session.js'
import type { SessionState } from '../session_state.js'

/*
 * The shapes tutoring's queries answer, in a file of types only: transformers (and so the
 * browser's generated Data types) read them without pulling in server code.
 */
export type SessionCard = {
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
  state: SessionState
  seriesId: number | null
}

/**
 * A page of a list. `totalCapped`: the list has more than `total` rows; counting stopped there
 * (explore counts at most EXPLORE_COUNT_AHEAD rows past the current page, see exploreSessions).
 */
export type Page<T> = {
  data: T[]
  meta: { total: number; totalCapped?: boolean; currentPage: number; lastPage: number; perPage: number }
}

export type ScheduleItem = SessionCard & { role: 'learner' | 'main' | 'co-host'; canceled: boolean }

export type HostRow = {
  id: number
  userId: number
  name: string
  username: string | null
  role: 'main' | 'co-host'
  approved: boolean
  requestMessage: string | null
  createdAt: string
  /** Opened the meeting room (session_hosts.attempted_hosting). */
  attemptedHosting: boolean
  /** Holds a live host row in session_attendees (opened the room, or the roster says they attended). */
  attended: boolean
}

export type RegistrantRow = { userId: number; name: string; username: string | null; registeredAt: string }

/** A session with the names the page shows (queries/session_details.ts LoadedSession has these and more). */
export type SessionWithNames = {
  session: TutoringSession
  world: { slug: string; title: string } | null
  /** The world's slug and title, deleted or not. */
  worldLabel: { slug: string; title: string } | null
  topicName: string
}

/** A registrant on the host's attendance roster (issue 11 §1), prefilled (queries/roster.ts). */
export type RosterLearner = {
  userId: number
  name: string
  status: 'present' | 'absent' | 'excused'
  reason: string | null
  /** Their first click on the join link (or the provider's report), ISO. */
  joinedAt: string | null
}

/** An approved host on the roster: present when they opened the room (or the confirmed roster says so). */
export type RosterHost = { userId: number; name: string; role: 'main' | 'co-host'; present: boolean }

export type Roster = {
  /** When a host last confirmed it (null: never). */
  confirmedAt: string | null
  /** The last moment it can be confirmed (ATTENDANCE_CONFIRM_DAYS after the end), ISO. */
  closesAt: string
  /** Whether the viewer may confirm it now (an approved host, the window open). */
  canConfirm: boolean
  learners: RosterLearner[]
  hosts: RosterHost[]
}
