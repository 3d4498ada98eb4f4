import { DateTime } from 'luxon'
import { hooks, type OutletCard } from '#kernel/hooks'
import SeriesTemplate from '../models/series_template.js'
import { User } from '#modules/identity/index'
import type { World } from '#modules/worlds/index'
import type Series from '../models/series.js'
import SeriesRegistration from '../models/series_registration.js'
import { seatsLeft, seriesStatus, sessionWasHosted, type SeriesStatus } from '../series_state.js'
import { activeReservations, approvedHosts, reservationFor, sessionsOf, templateOf } from './series_queries.js'
import { sessionCount } from '../schedule.js'

/*
 * Props of the series pages (series/show and its sub-pages). Instants go out as UTC ISO strings;
 * the page shows them in the viewer's zone.
 */
export type SeriesViewer = { userId: number | null; email: string | null; isStaff: boolean; signedIn: boolean }

export type SessionItem = {
  id: number
  title: string
  startDate: string
  endDate: string
  canceled: boolean
  hosted: boolean
}

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

const iso = (at: DateTime) => at.toUTC().toISO()!

export function sessionItem(session: {
  id: number
  title: string
  startDate: DateTime
  endDate: DateTime
  canceledAt: DateTime | null
  attemptedHosting: boolean
  zoomStartDate: DateTime | null
}): SessionItem {
  return {
    id: session.id,
    title: session.title,
    startDate: iso(session.startDate),
    endDate: iso(session.endDate),
    canceled: session.canceledAt !== null,
    hosted: sessionWasHosted(session),
  }
}

export async function seriesSummary(series: Series, world: World, now: DateTime = DateTime.utc()) {
  const [template, hosts, sessions, reservations] = await Promise.all([
    templateOf(series),
    approvedHosts(series.id),
    sessionsOf(series.id),
    activeReservations(series.id, now),
  ])
  const users = await User.query()
    .withScopes((scopes) => scopes.withDeleted())
    .whereIn('id', hosts.map((host) => host.userId).concat([0]))
  const byId = new Map(users.map((user) => [user.id, user]))
  const live = sessions.filter((session) => session.canceledAt === null)
  const summary: SeriesSummary = {
    id: series.id,
    title: series.title,
    description: series.description,
    world: { slug: world.slug, title: world.title },
    maxLearners: series.maxLearners,
    seatsLeft: seatsLeft(series.maxLearners, series.seatsTaken, reservations.length),
    registeredCount: series.seatsTaken,
    status: seriesStatus(series, sessions, now),
    closedReason: series.closedReason,
    template: template ? templateSummary(template) : null,
    hosts: hosts.map((host) => {
      const user = byId.get(host.userId)
      return {
        userId: host.userId,
        displayName: user?.displayName ?? 'DELETED USER',
        username: user && !user.isDeleted ? user.username : '',
        role: host.role === 'main' ? 'main' : 'co-host',
      }
    }),
    firstSessionAt: live[0] ? iso(live[0].startDate) : null,
    lastSessionAt: live.at(-1) ? iso(live.at(-1)!.endDate) : null,
  }
  return { summary, template, sessions, reservations }
}

function templateSummary(template: SeriesTemplate) {
  return {
    title: template.title,
    scheduleType: template.scheduleType,
    sessionsPerWeek: template.sessionsPerWeek,
    sessionMinutes: template.sessionMinutes,
    sessionCount: sessionCount(template),
    programSlug: template.programSlug,
  }
}

/** What the viewer can do on the series page. */
export async function viewerState(series: Series, summary: SeriesSummary, viewer: SeriesViewer, now: DateTime = DateTime.utc()) {
  const isHost = viewer.userId !== null && summary.hosts.some((host) => host.userId === viewer.userId)
  const registration =
    viewer.userId === null
      ? null
      : await SeriesRegistration.query().where('series_id', series.id).where('user_id', viewer.userId).first()
  const registered = registration !== null && registration.withdrawnAt === null
  const reservation =
    viewer.userId !== null && viewer.email ? await reservationFor(series.id, { id: viewer.userId, email: viewer.email }, now) : null
  const open = summary.status === 'open'
  return {
    signedIn: viewer.signedIn,
    isHost,
    isStaff: viewer.isStaff,
    registered,
    withdrawn: registration !== null && registration.withdrawnAt !== null,
    reservation: reservation ? { id: reservation.id, expiresAt: iso(reservation.expiredAt), self: reservation.isSelfReservation } : null,
    canRegister: viewer.signedIn && !isHost && !registered && open && (summary.seatsLeft > 0 || reservation !== null),
    canWithdraw: registered && summary.status !== 'ended' && summary.status !== 'canceled' && summary.status !== 'closed',
    canHoldSeat: viewer.signedIn && !isHost && !registered && open && reservation === null && summary.seatsLeft > 0,
    canManage: isHost || viewer.isStaff,
  }
}

export async function sidebarCards(series: Series, viewer: SeriesViewer): Promise<OutletCard[]> {
  // The template names the program whose handlers may fill the sidebar (program-scoped outlet).
  const template = series.seriesTemplateId ? await SeriesTemplate.find(series.seriesTemplateId) : null
  return hooks.outlet('series.sidebar', {
    userId: viewer.userId,
    seriesId: series.id,
    templateId: series.seriesTemplateId,
    programSlug: template?.programSlug ?? null,
  })
}
