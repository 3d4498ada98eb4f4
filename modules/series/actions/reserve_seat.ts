import { affectedRows } from '#app/support/database/values'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { User } from '#modules/identity/index'
import { sendMail } from '#app/support/mail/send_mail_job'
import { simpleEmail } from '#app/support/mail/layout'
import Series from '../models/series.js'
import SeriesReservation from '../models/series_reservation.js'
import { SERIES_MESSAGES } from '../messages.js'
import { enrollmentClosed, seriesClosed } from '../series_state.js'
import { findSeries } from '../queries/series_queries.js'
import { activeReservationsSql, lockSeriesRow, sqlInstant } from '../queries/sql.js'
import { formatInstant } from '../format.js'

/*
 * Seat reservations (spec 001 §3.3 series_reservation, §4.3): a reservation holds a seat while
 * its expired_at is in the future.
 * - A host (or staff) reserves a seat for an email address or an account for 1–14 days, e.g. for
 *   a friend they invited; the person gets an email with the link.
 * - A learner may hold a seat for themselves (a self reservation: reserver = user) for up to
 *   24 hours while deciding. Decision, against seat hoarding: once per series and learner.
 * Holding a seat is a capacity decision: the series row is locked and the seat must be free
 * (registrations + other active reservations < max_learners). A second reservation for the
 * same person replaces the expiry of the first instead of holding a second seat.
 */
export const HOST_RESERVATION_MAX_DAYS = 14
export const SELF_RESERVATION_MAX_HOURS = 24

export type ReservationTarget = { userId: number } | { email: string }
export type ReservationResult = { ok: true; reservationId: number; expiresAt: DateTime } | { ok: false; reason: string }

const refuse = (reason: string): ReservationResult => ({ ok: false, reason })

export async function reserveSeat(input: {
  seriesId: number
  reserverUserId: number
  target: ReservationTarget
  /** How long the seat is held; capped at 24 hours for a self reservation, 14 days otherwise. */
  duration: { hours: number } | { days: number }
}): Promise<ReservationResult> {
  const now = DateTime.utc()
  const series = await findSeries(input.seriesId)
  if (!series) return refuse(SERIES_MESSAGES.notFound)

  let targetUser: User | null = null
  let email: string | null = null
  if ('userId' in input.target) {
    targetUser = await User.find(input.target.userId)
    if (!targetUser) return refuse('That account does not exist.')
    email = targetUser.email.toLowerCase()
  } else {
    email = input.target.email.trim().toLowerCase()
    targetUser = await User.findBy('email', email)
  }
  const isSelf = targetUser !== null && targetUser.id === input.reserverUserId
  const hours = 'hours' in input.duration ? input.duration.hours : input.duration.days * 24
  const maxHours = isSelf ? SELF_RESERVATION_MAX_HOURS : HOST_RESERVATION_MAX_DAYS * 24
  if (!Number.isFinite(hours) || hours <= 0 || hours > maxHours) {
    return refuse(isSelf ? `You can hold a seat for at most ${SELF_RESERVATION_MAX_HOURS} hours.` : `A seat can be held for at most ${HOST_RESERVATION_MAX_DAYS} days.`)
  }
  const expiresAt = now.plus({ hours })

  const outcome = await db.transaction(async (trx): Promise<ReservationResult> => {
    if (!(await lockSeriesRow(trx, series.id))) return refuse(SERIES_MESSAGES.notFound)
    const fresh = await Series.query({ client: trx }).where('id', series.id).firstOrFail()
    if (seriesClosed(fresh, now)) return refuse(SERIES_MESSAGES.closed)
    if (enrollmentClosed(fresh, now)) return refuse(SERIES_MESSAGES.enrollmentClosed)

    if (targetUser) {
      const registered = await trx
        .from('series_registrations')
        .where('series_id', series.id)
        .where('user_id', targetUser.id)
        .whereNull('withdrawn_at')
        .whereNull('deleted_at')
        .first()
      if (registered) return refuse(isSelf ? SERIES_MESSAGES.reservationSelfRegistered : 'That person is already registered for this series.')
      const hosting = await trx
        .from('series_hosts')
        .where('series_id', series.id)
        .where('user_id', targetUser.id)
        .whereNull('deleted_at')
        .first()
      if (hosting) return refuse(SERIES_MESSAGES.reservationForHost)
    }

    const mine = trx
      .from('series_reservations')
      .where('series_id', series.id)
      .whereNull('deleted_at')
      .where((query) => {
        if (targetUser) query.where('user_id', targetUser.id)
        if (email) query.orWhere('user_email', email)
      })

    if (isSelf) {
      const earlier = await mine.clone().where('reserver_user_id', input.reserverUserId).first()
      if (earlier) return refuse('You have already held a seat in this series once. Register to take it for good.')
    }

    const current = await mine.clone().where('expired_at', '>', sqlInstant(trx, now)).orderBy('id', 'desc').first()
    if (current && isSelf) {
      return refuse('A seat is already held for you in this series. Register to take it.')
    }
    if (current) {
      await trx
        .from('series_reservations')
        .where('id', current.id)
        .update({ expired_at: sqlInstant(trx, expiresAt), reserver_user_id: input.reserverUserId, updated_at: sqlInstant(trx, now) })
      return { ok: true, reservationId: current.id, expiresAt }
    }

    // The seat must be free: registrations + everyone's active reservations < max_learners.
    const all = activeReservationsSql(trx, now)
    const free = await trx
      .from('series')
      .where('id', series.id)
      .whereRaw(`seats_taken + ${all.sql} < max_learners`, all.bindings)
      .update({ updated_at: sqlInstant(trx, now) })
    if (affectedRows(free) !== 1) return refuse(SERIES_MESSAGES.reservationFull)

    const reservation = await SeriesReservation.create(
      { seriesId: series.id, userId: targetUser?.id ?? null, userEmail: email, reserverUserId: input.reserverUserId, expiredAt: expiresAt },
      { client: trx }
    )
    return { ok: true, reservationId: reservation.id, expiresAt }
  })

  if (outcome.ok && !isSelf && email) {
    await mailReservation(series, email, targetUser, outcome.reservationId, expiresAt).catch((error) =>
      logger.error({ err: error, seriesId: series.id }, 'series: reservation email failed')
    )
  }
  return outcome
}

async function mailReservation(series: Series, email: string, user: User | null, reservationId: number, expiresAt: DateTime) {
  const until = formatInstant(expiresAt, user?.timezone ?? 'UTC')
  const { text, html } = simpleEmail({
    greeting: user ? `Hi ${user.firstName},` : 'Hi,',
    paragraphs: [
      `A host saved you a seat in the series "${series.title}" on Peerhaven.`,
      `The seat is held for you until ${until}. Register before then to keep it.`,
    ],
    action: { label: 'See the series', path: `/series/${series.id}` },
  })
  await sendMail({
    idempotencyKey: `series-reservation:${reservationId}:${expiresAt.toMillis()}`,
    to: email,
    subject: `A seat is held for you: ${series.title}`,
    text,
    html,
  })
}
