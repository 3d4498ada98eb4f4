import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { User, renderBlocked, viewerOf } from '#modules/identity/index'
import SeriesRegistration from '../models/series_registration.js'
import SeriesReservation from '../models/series_reservation.js'
import { registerForSeries, withdrawFromSeries } from '../actions/registration.js'
import { HOST_RESERVATION_MAX_DAYS, SELF_RESERVATION_MAX_HOURS, releaseReservation, reserveSeat } from '../actions/reservations.js'
import { seriesSummary, sessionItem, sidebarCards, viewerState } from '../queries/series_page.js'
import { activeReservations, sessionsOf } from '../queries/series_queries.js'
import { reservationValidator, seriesMessages, withdrawValidator } from '../validators/series_validators.js'
import { notFound, pageFrom, refuseOnSeries, succeedOnSeries, visibleSeries } from './series_context.js'

/** How many sessions the series page lists before linking to the full schedule. */
const SCHEDULE_PREVIEW = 10
const SESSIONS_PER_PAGE = 20
const LEARNERS_PER_PAGE = 25

export default class SeriesController {
  /** GET /series/:id — spec 000 §2.2 "/series/{id}/{path?}". */
  async show(ctx: HttpContext) {
    const { series, world, viewer } = await visibleSeries(ctx)
    const now = DateTime.utc()
    const { summary, sessions } = await seriesSummary(series, world, now)
    const [state, cards] = await Promise.all([viewerState(series, summary, viewer, now), sidebarCards(series, viewer)])
    return ctx.inertia.render('series/show', {
      series: summary,
      viewer: state,
      sessions: sessions.slice(0, SCHEDULE_PREVIEW).map(sessionItem),
      sessionTotal: sessions.length,
      sidebar: cards,
      limits: { selfReservationHours: SELF_RESERVATION_MAX_HOURS },
    })
  }

  /** GET /series/:id/:path — the sub-pages: sessions (full schedule), learners (hosts and staff). */
  async subpage(ctx: HttpContext) {
    const path = String(ctx.params.path ?? '')
    if (path === 'sessions') return this.sessions(ctx)
    if (path === 'learners') return this.learners(ctx)
    notFound(ctx)
  }

  private async sessions(ctx: HttpContext) {
    const { series, world } = await visibleSeries(ctx)
    const { summary } = await seriesSummary(series, world)
    const page = await sessionsOf(series.id).paginate(pageFrom(ctx.request.qs().page), SESSIONS_PER_PAGE)
    return ctx.inertia.render('series/sessions', {
      series: summary,
      sessions: {
        data: page.all().map(sessionItem),
        meta: { total: page.total, currentPage: page.currentPage, lastPage: page.lastPage },
      },
    })
  }

  /** Registered learners and held seats: the series' hosts and staff only. */
  private async learners(ctx: HttpContext) {
    const { series, world, viewer } = await visibleSeries(ctx)
    if (!viewer.signedIn) return renderBlocked(ctx, 'not_logged_in')
    const now = DateTime.utc()
    const { summary } = await seriesSummary(series, world, now)
    const isHost = summary.hosts.some((host) => host.userId === viewer.userId)
    if (!isHost && !viewer.isStaff) return renderBlocked(ctx, 'not_enough_permission')

    const page = await SeriesRegistration.query()
      .where('series_id', series.id)
      .orderByRaw('CASE WHEN withdrawn_at IS NULL THEN 0 ELSE 1 END')
      .orderBy('created_at')
      .orderBy('id')
      .paginate(pageFrom(ctx.request.qs().page), LEARNERS_PER_PAGE)
    const reservations = await activeReservations(series.id, now)
    const userIds = [...page.all().map((row) => row.userId), ...reservations.flatMap((row) => [row.userId ?? 0, row.reserverUserId])]
    const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', [0, ...new Set(userIds)])
    const name = (id: number | null) => (id === null ? null : (users.find((user) => user.id === id)?.displayName ?? 'DELETED USER'))

    return ctx.inertia.render('series/learners', {
      series: summary,
      registrations: {
        data: page.all().map((row) => ({
          id: row.id,
          displayName: name(row.userId)!,
          username: users.find((user) => user.id === row.userId && !user.isDeleted)?.username ?? '',
          registeredAt: row.createdAt.toUTC().toISO()!,
          withdrawnAt: row.withdrawnAt?.toUTC().toISO() ?? null,
          withdrawalSource: row.withdrawalSource,
          withdrawalReason: row.withdrawalReason,
        })),
        meta: { total: page.total, currentPage: page.currentPage, lastPage: page.lastPage },
      },
      reservations: reservations.map((row) => ({
        id: row.id,
        forName: row.userId ? name(row.userId) : null,
        forEmail: row.userEmail,
        self: row.isSelfReservation,
        reservedBy: name(row.reserverUserId),
        expiresAt: row.expiredAt.toUTC().toISO()!,
      })),
      limits: { hostReservationDays: HOST_RESERVATION_MAX_DAYS },
    })
  }

  /** POST /series/:id/register */
  async register(ctx: HttpContext) {
    const { series, viewer } = await visibleSeries(ctx)
    const result = await registerForSeries(series.id, viewer.userId!)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, `You're registered for ${series.title}.`)
  }

  /** POST /series/:id/withdraw — optional reason. */
  async withdraw(ctx: HttpContext) {
    const { series, viewer } = await visibleSeries(ctx)
    const { reason } = await ctx.request.validateUsing(withdrawValidator, { messagesProvider: seriesMessages })
    const result = await withdrawFromSeries(series.id, viewer.userId!, reason ?? null)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, `You withdrew from ${series.title}.`)
  }

  /**
   * POST /series/:id/reservations — a host (or staff) holds a seat for an email or username for
   * up to 14 days; anyone else holds one for themselves for up to 24 hours.
   */
  async reserve(ctx: HttpContext) {
    const { series, world, viewer } = await visibleSeries(ctx)
    const payload = await ctx.request.validateUsing(reservationValidator, { messagesProvider: seriesMessages })
    const forSomeoneElse = payload.email !== undefined || payload.username !== undefined
    if (!forSomeoneElse) {
      const result = await reserveSeat({
        seriesId: series.id,
        reserverUserId: viewer.userId!,
        target: { userId: viewer.userId! },
        duration: { hours: payload.hours ?? SELF_RESERVATION_MAX_HOURS },
      })
      if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
      return succeedOnSeries(ctx, series.id, 'Your seat is held. Register before the hold runs out to keep it.')
    }

    const { summary } = await seriesSummary(series, world)
    const isHost = summary.hosts.some((host) => host.userId === viewer.userId)
    if (!isHost && !viewer.isStaff) return renderBlocked(ctx, 'not_enough_permission')
    const back = `/series/${series.id}/learners`
    let target: { userId: number } | { email: string }
    if (payload.username !== undefined) {
      const user = await User.findBy('username', payload.username)
      if (!user) return refuseOnSeries(ctx, series.id, 'No account has that username.', 'username', back)
      target = { userId: user.id }
    } else {
      target = { email: payload.email! }
    }
    const result = await reserveSeat({
      seriesId: series.id,
      reserverUserId: viewer.userId!,
      target,
      duration: { days: payload.days ?? 7 },
    })
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason, 'form', back)
    return succeedOnSeries(ctx, series.id, 'The seat is held.', back)
  }

  /** POST /series/:id/reservations/:reservationId/release — the held person, a host or staff. */
  async release(ctx: HttpContext) {
    const { series, world, viewer } = await visibleSeries(ctx)
    const reservation = await SeriesReservation.query()
      .where('id', Number(ctx.params.reservationId) || 0)
      .where('series_id', series.id)
      .first()
    if (!reservation) notFound(ctx)
    const current = (await viewerOf(ctx))!
    const isHeldPerson =
      reservation.userId === viewer.userId || (reservation.userEmail !== null && reservation.userEmail === current.user.email.toLowerCase())
    const { summary } = await seriesSummary(series, world)
    const isHost = summary.hosts.some((host) => host.userId === viewer.userId)
    if (!isHeldPerson && !isHost && !viewer.isStaff) return renderBlocked(ctx, 'not_enough_permission')
    const released = await releaseReservation(series.id, reservation.id)
    if (!released) return refuseOnSeries(ctx, series.id, 'This hold has already ended.')
    return succeedOnSeries(ctx, series.id, 'The seat was let go.', isHeldPerson ? undefined : `/series/${series.id}/learners`)
  }
}
