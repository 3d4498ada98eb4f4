import { DateTime } from 'luxon'
import { hooks, type OutletCard, type OutletComponent } from '#kernel/hooks'
import { User } from '#modules/identity/index'
import type { World } from '#modules/worlds/index'
import type Series from '../models/series.js'
import SeriesRegistration from '../models/series_registration.js'
import { seatsLeft, seriesStatus } from '../series_state.js'
import type { SeriesOverview, SeriesViewerState } from '../transformers/resource_types.js'
import { activeReservations, approvedHosts, reservationFor, sessionsOf, templateOf } from './series_queries.js'

/*
 * What the series pages (series/show and its sub-pages) show, read once per request;
 * SeriesTransformer and ViewerTransformer shape it for the browser.
 */
export async function seriesOverview(series: Series, world: World, now: DateTime = DateTime.utc()): Promise<SeriesOverview> {
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
  return {
    series,
    world,
    template,
    hosts: hosts.map((host) => ({ host, user: byId.get(host.userId) })),
    sessions,
    status: seriesStatus(series, sessions, now),
    seatsLeft: seatsLeft(series.maxLearners, series.seatsTaken, reservations.length),
  }
}

/** What the viewer may do, decided by SeriesPolicy (the controller asks it). */
export type SeriesAbilities = { offerRegistration: boolean; holdSeat: boolean; viewLearners: boolean }

/** The viewer's place in the series and which of the page's buttons apply to them now. */
export async function viewerState(
  overview: SeriesOverview,
  viewer: User | null,
  may: SeriesAbilities,
  now: DateTime = DateTime.utc()
): Promise<SeriesViewerState> {
  const { series, status } = overview
  const registration = viewer ? await SeriesRegistration.query().where('series_id', series.id).where('user_id', viewer.id).first() : null
  const registered = registration !== null && registration.withdrawnAt === null
  const reservation = viewer ? await reservationFor(series.id, viewer, now) : null
  const open = status === 'open'
  return {
    signedIn: viewer !== null,
    isHost: viewer !== null && overview.hosts.some(({ host }) => host.userId === viewer.id),
    registered,
    withdrawn: registration !== null && registration.withdrawnAt !== null,
    reservation: reservation ?? null,
    canRegister: may.offerRegistration && !registered && open && (overview.seatsLeft > 0 || reservation !== null),
    canWithdraw: registered && status !== 'ended' && status !== 'canceled' && status !== 'closed',
    canHoldSeat: may.holdSeat && !registered && open && !reservation && overview.seatsLeft > 0,
    canManage: may.viewLearners,
  }
}

/** Cards programs put beside the series (hooks.outlet('series.sidebar')). */
export async function sidebarCards({ series, template }: SeriesOverview, viewer: User | null): Promise<OutletCard[]> {
  // The template names the program whose handlers may fill the sidebar (program-scoped outlet).
  return hooks.outlet('series.sidebar', {
    userId: viewer?.id ?? null,
    seriesId: series.id,
    templateId: series.seriesTemplateId,
    programSlug: template?.programSlug ?? null,
  })
}

/** Sections below the series' sessions (hooks.outlet('series.sections'), e.g. its discussion). */
export async function seriesSections({ series, template }: SeriesOverview, viewer: User | null): Promise<OutletComponent[]> {
  return hooks.outlet('series.sections', {
    viewerId: viewer?.id ?? null,
    seriesId: series.id,
    templateId: series.seriesTemplateId,
    programSlug: template?.programSlug ?? null,
  })
}
