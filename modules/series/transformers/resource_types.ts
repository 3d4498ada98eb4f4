import type { RichTextContent } from '#modules/rich_text/index'
import type { DateTime } from 'luxon'
import type { SeriesStatus } from '../series_state.js'
import type Series from '../models/series.js'
import type SeriesHost from '../models/series_host.js'
import type SeriesTemplate from '../models/series_template.js'
import type SeriesReservation from '../models/series_reservation.js'

/*
 * What the series transformers read: series records plus the few fields of other contexts'
 * records (worlds, accounts, sessions) the series queries select. A transformer that reads a
 * whole record of another context may import its type from that context's index instead.
 */

/** A world (worlds context): its page and title. */
export type WorldRef = { slug: string; title: string }

/** An account (identity context) as the series pages name it. */
export type Person = { displayName: string; username: string; isDeleted: boolean }

/** A session of a series (tutoring context). */
export type ScheduledSession = {
  id: number
  title: string
  startDate: DateTime
  endDate: DateTime
  canceledAt: DateTime | null
  attemptedHosting: boolean
  zoomStartDate: DateTime | null
}

/** What the series pages show of a series, read once per request (queries/series_page.ts). */
export type SeriesOverview = {
  series: Series
  world: WorldRef
  template: SeriesTemplate | null
  /** Approved hosts, main host first, with their accounts (undefined once deleted for good). */
  hosts: Array<{ host: SeriesHost; user: Person | undefined }>
  sessions: ScheduledSession[]
  status: SeriesStatus
  seatsLeft: number
}

/** The viewer's place in a series and which of the page's buttons apply to them now. */
export type SeriesViewerState = {
  signedIn: boolean
  isHost: boolean
  registered: boolean
  withdrawn: boolean
  reservation: SeriesReservation | null
  canRegister: boolean
  canWithdraw: boolean
  canHoldSeat: boolean
  canManage: boolean
}

/** A session's curriculum (its session template's or its series template's). */
export type Curriculum = { title: string; content: RichTextContent | null; url: string | null }
