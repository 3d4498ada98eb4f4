import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { User } from '#modules/identity/index'
import type Series from '../models/series.js'
import SeriesPolicy from '../policies/series_policy.js'
import { registerForSeries } from '../actions/register_for_series.js'
import { withdrawFromSeries } from '../actions/withdraw_from_series.js'
import { HOST_RESERVATION_MAX_DAYS, SELF_RESERVATION_MAX_HOURS, reserveSeat } from '../actions/reserve_seat.js'
import { releaseReservation } from '../actions/release_reservation.js'
import { seriesOverview, seriesSections, sidebarCards, viewerState } from '../queries/series_page.js'
import { activeRegistration, activeReservations, findSeries, firstSessionStart, reservationIn, sessionsPage, worldOf } from '../queries/series_queries.js'
import { peopleOf, registrationsPage } from '../queries/learners.js'
import { reservationValidator, seriesMessages, withdrawValidator } from '../validators/series_validators.js'
import SeriesTransformer from '../transformers/series_transformer.js'
import SessionTransformer from '../transformers/session_transformer.js'
import ViewerTransformer from '../transformers/viewer_transformer.js'
import OutletCardTransformer from '#kernel/transformers/outlet_card_transformer'
import RegistrationTransformer from '../transformers/registration_transformer.js'
import ReservationTransformer from '../transformers/reservation_transformer.js'
import { answerSeriesDenial, pageFrom, refuseOnSeries, succeedOnSeries } from './series_responses.js'
import { notFound, refuseForm } from '#app/support/http'
import { formErrorBag, validateForm } from '#modules/forms/index'
import type { FormValues } from '#modules/forms/shared/index'
import { updateQuestionnaireAnswers } from '../actions/update_questionnaire_answers.js'
import { QUESTIONNAIRE_MESSAGES, answersEditable, questionnaireForm, storedAnswers } from '../questionnaire.js'
import SeriesRegistration from '../models/series_registration.js'

/** How many sessions the series page lists before linking to the full schedule. */
const SCHEDULE_PREVIEW = 10
const SESSIONS_PER_PAGE = 20
const LEARNERS_PER_PAGE = 25

/** The series named by :id (not deleted), or the 404 page. */
async function seriesOf(ctx: HttpContext): Promise<Series> {
  return (await findSeries(ctx.params.id)) ?? notFound(ctx)
}

/** The overview once the policy let the viewer see the series (its world exists then). */
async function overviewOf(series: Series, now?: DateTime) {
  return seriesOverview(series, (await worldOf(series))!, now)
}

const learnersPath = (series: Series) => urlFor('series.subpage', { id: series.id, path: 'learners' })

/**
 * The questionnaire's answers in the request, validated by the forms engine (issue 21 §3): the
 * values, or the error bag by block name. A series without a questionnaire takes no answers.
 */
async function answersFrom(ctx: HttpContext, series: Series): Promise<{ values: FormValues | null } | { errors: Record<string, string> }> {
  const form = questionnaireForm(series)
  if (!form) return { values: null }
  try {
    const { values } = await validateForm(form, ctx.request.body(), ctx.auth.user!)
    return { values }
  } catch (error) {
    const errors = formErrorBag(error)
    if (!errors) throw error
    return { errors }
  }
}

/** The viewer's own answers on the series page (only ever their own registration). */
async function ownAnswers(series: Series, viewerId: number | null, now: DateTime) {
  if (viewerId === null || !series.questionnaire.length) return null
  const registration = await activeRegistration(series.id, viewerId)
  if (!registration) return null
  const stored = storedAnswers(registration.details)
  return {
    registrationId: registration.id,
    answers: stored?.answers ?? null,
    answeredAt: stored?.answeredAt || null,
    editable: answersEditable(await firstSessionStart(series.id), now),
  }
}

export default class SeriesController {
  /** GET /series/:id — spec 000 §2.2 "/series/{id}/{path?}". */
  async show(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const policy = ctx.bouncer.with(SeriesPolicy)
    const seen = await policy.execute('view', series)
    if (!seen.authorized) return answerSeriesDenial(ctx, seen)
    const now = DateTime.utc()
    const overview = await overviewOf(series, now)
    // The page's buttons follow the same abilities the writes are checked with.
    const may = {
      offerRegistration: await policy.allows('offerRegistration', series),
      holdSeat: await policy.allows('holdSeat', series),
      viewLearners: await policy.allows('viewLearners', series),
    }
    const viewer = ctx.auth.user ?? null
    return ctx.inertia.render('series/show', {
      series: SeriesTransformer.transform(overview),
      viewer: ViewerTransformer.transform(await viewerState(overview, viewer, may, now)),
      sessions: SessionTransformer.transform(overview.sessions.slice(0, SCHEDULE_PREVIEW)),
      sessionTotal: overview.sessions.length,
      sidebar: OutletCardTransformer.transform(await sidebarCards(overview, viewer)),
      sections: await seriesSections(overview, viewer),
      limits: { selfReservationHours: SELF_RESERVATION_MAX_HOURS },
      questionnaire: questionnaireForm(series),
      ownAnswers: await ownAnswers(series, viewer?.id ?? null, now),
      canEditQuestionnaire: viewer !== null && (await policy.allows('editQuestionnaire', series)),
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
    const series = await seriesOf(ctx)
    const seen = await ctx.bouncer.with(SeriesPolicy).execute('view', series)
    if (!seen.authorized) return answerSeriesDenial(ctx, seen)
    const page = await sessionsPage(series.id, pageFrom(ctx.request.qs().page), SESSIONS_PER_PAGE)
    return ctx.inertia.render('series/sessions', {
      series: SeriesTransformer.transform(await overviewOf(series)),
      sessions: SessionTransformer.transform(page.all()),
      sessionsMeta: { total: page.total, currentPage: page.currentPage, lastPage: page.lastPage },
    })
  }

  /** Registered learners and held seats: the series' hosts and staff only. */
  private async learners(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('viewLearners', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const now = DateTime.utc()
    const page = await registrationsPage(series.id, pageFrom(ctx.request.qs().page), LEARNERS_PER_PAGE)
    const reservations = await activeReservations(series.id, now)
    const people = await peopleOf(page.all(), reservations)
    return ctx.inertia.render('series/learners', {
      series: SeriesTransformer.transform(await overviewOf(series, now)),
      registrations: RegistrationTransformer.transform(page.all(), people),
      registrationsMeta: { total: page.total, currentPage: page.currentPage, lastPage: page.lastPage },
      reservations: ReservationTransformer.transform(reservations, people),
      limits: { hostReservationDays: HOST_RESERVATION_MAX_DAYS },
      questionnaire: questionnaireForm(series),
    })
  }

  /**
   * POST /series/:id/register — registerForSeries asks SeriesPolicy.register itself. The body is the
   * questionnaire's answers when the series has one (bad answers: 422 by block, nothing written).
   */
  async register(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const seen = await ctx.bouncer.with(SeriesPolicy).execute('view', series)
    if (!seen.authorized) return answerSeriesDenial(ctx, seen)
    const answers = await answersFrom(ctx, series)
    if ('errors' in answers) return refuseForm(ctx, answers.errors)
    const result = await registerForSeries(series.id, ctx.auth.user!.id, answers.values)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, `You're registered for ${series.title}.`)
  }

  /** PUT /series/:id/registrations/:registrationId/answers — the learner's own, until the first session starts. */
  async updateAnswers(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const registration =
      (await SeriesRegistration.query()
        .where('id', Number(ctx.params.registrationId) || 0)
        .where('series_id', series.id)
        .first()) ?? notFound(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('editAnswers', series, registration)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed, series.id)
    const answers = await answersFrom(ctx, series)
    if ('errors' in answers) return refuseForm(ctx, answers.errors)
    if (!answers.values) return refuseOnSeries(ctx, series.id, QUESTIONNAIRE_MESSAGES.noQuestionnaire)
    const result = await updateQuestionnaireAnswers(registration.id, answers.values)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, QUESTIONNAIRE_MESSAGES.answersSaved)
  }

  /** POST /series/:id/withdraw — optional reason. */
  async withdraw(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('withdraw', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const { reason } = await ctx.request.validateUsing(withdrawValidator, { messagesProvider: seriesMessages })
    const result = await withdrawFromSeries(series.id, ctx.auth.user!.id, reason ?? null)
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, `You withdrew from ${series.title}.`)
  }

  /**
   * POST /series/:id/reservations — a host (or staff) holds a seat for an email or username for
   * up to 14 days; anyone else holds one for themselves for up to 24 hours.
   */
  async reserve(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const seen = await ctx.bouncer.with(SeriesPolicy).execute('view', series)
    if (!seen.authorized) return answerSeriesDenial(ctx, seen)
    const payload = await ctx.request.validateUsing(reservationValidator, { messagesProvider: seriesMessages })
    if (payload.email === undefined && payload.username === undefined) return this.holdOwnSeat(ctx, series, payload.hours)

    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('manageReservations', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const back = learnersPath(series)
    let target: { userId: number } | { email: string }
    if (payload.username !== undefined) {
      const user = await User.findBy('username', payload.username)
      if (!user) return refuseOnSeries(ctx, series.id, 'No account has that username.', 'username', back)
      target = { userId: user.id }
    } else {
      target = { email: payload.email! }
    }
    const result = await reserveSeat({ seriesId: series.id, reserverUserId: ctx.auth.user!.id, target, duration: { days: payload.days ?? 7 } })
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason, 'form', back)
    return succeedOnSeries(ctx, series.id, 'The seat is held.', back)
  }

  private async holdOwnSeat(ctx: HttpContext, series: Series, hours = SELF_RESERVATION_MAX_HOURS) {
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('holdSeat', series)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed, series.id)
    const me = ctx.auth.user!.id
    const result = await reserveSeat({ seriesId: series.id, reserverUserId: me, target: { userId: me }, duration: { hours } })
    if (!result.ok) return refuseOnSeries(ctx, series.id, result.reason)
    return succeedOnSeries(ctx, series.id, 'Your seat is held. Register before the hold runs out to keep it.')
  }

  /** POST /series/:id/reservations/:reservationId/release — the held person, a host or staff. */
  async release(ctx: HttpContext) {
    const series = await seriesOf(ctx)
    const seen = await ctx.bouncer.with(SeriesPolicy).execute('view', series)
    if (!seen.authorized) return answerSeriesDenial(ctx, seen)
    const reservation = (await reservationIn(series.id, ctx.params.reservationId)) ?? notFound(ctx)
    const allowed = await ctx.bouncer.with(SeriesPolicy).execute('releaseReservation', series, reservation)
    if (!allowed.authorized) return answerSeriesDenial(ctx, allowed)
    const released = await releaseReservation(series.id, reservation.id)
    if (!released) return refuseOnSeries(ctx, series.id, 'This hold has already ended.')
    const own = reservation.isHeldFor(ctx.auth.user!)
    return succeedOnSeries(ctx, series.id, 'The seat was let go.', own ? undefined : learnersPath(series))
  }
}
