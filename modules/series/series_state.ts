import { DateTime } from 'luxon'

/*
 * spec 001 §4.3 "Series, sessions, registrations" as pure functions. `now` is a parameter so
 * the rules are testable; every caller passes the same `now` through one request.
 */
type Instant = DateTime | null | undefined

function reached(at: Instant, now: DateTime) {
  return !!at && at.toMillis() <= now.toMillis()
}

export type SeriesDates = { enrollmentClosedAt: Instant; closedAt: Instant; closedReason?: string | null }

/** Enrollment closed: enrollment_closed_at set and reached. */
export function enrollmentClosed(series: SeriesDates, now: DateTime = DateTime.utc()) {
  return reached(series.enrollmentClosedAt, now)
}

/** Series closed: closed_at set and reached. */
export function seriesClosed(series: SeriesDates, now: DateTime = DateTime.utc()) {
  return reached(series.closedAt, now)
}

/** Ended: closed_at in the past. */
export function seriesEnded(series: SeriesDates, now: DateTime = DateTime.utc()) {
  return !!series.closedAt && series.closedAt.toMillis() < now.toMillis()
}

export type SessionHostingFacts = { attemptedHosting: boolean; zoomStartDate: Instant }

/** A session counts as hosted when hosting was attempted or the meeting actually started. */
export function sessionWasHosted(session: SessionHostingFacts) {
  return Boolean(session.attemptedHosting) || !!session.zoomStartDate
}

/** Canceled without hosted sessions: closed with a reason and no hosted session. */
export function canceledWithoutHostedSessions(series: SeriesDates, sessions: SessionHostingFacts[], now: DateTime = DateTime.utc()) {
  return seriesClosed(series, now) && !!series.closedReason?.trim() && !sessions.some(sessionWasHosted)
}

/** A series registration counts as withdrawn when withdrawn_at is set and past. */
export function registrationWithdrawn(registration: { withdrawnAt: Instant }, now: DateTime = DateTime.utc()) {
  return reached(registration.withdrawnAt, now)
}

/** A reservation is active while expired_at is in the future. */
export function reservationActive(reservation: { expiredAt: Instant }, now: DateTime = DateTime.utc()) {
  return !!reservation.expiredAt && reservation.expiredAt.toMillis() > now.toMillis()
}

/** A self reservation has the reserver equal to the user. */
export function selfReservation(reservation: { userId: number | null; reserverUserId: number }) {
  return reservation.userId !== null && reservation.userId === reservation.reserverUserId
}

export type SeriesStatus = 'canceled' | 'ended' | 'closed' | 'enrollment_closed' | 'open'

/**
 * One label for pages and lists, most final first. `closed` is kept for a series whose closed_at
 * is exactly now (reached but not yet past); in practice a closed series shows as ended.
 */
export function seriesStatus(series: SeriesDates, sessions: SessionHostingFacts[], now: DateTime = DateTime.utc()): SeriesStatus {
  if (canceledWithoutHostedSessions(series, sessions, now)) return 'canceled'
  if (seriesEnded(series, now)) return 'ended'
  if (seriesClosed(series, now)) return 'closed'
  if (enrollmentClosed(series, now)) return 'enrollment_closed'
  return 'open'
}

/** Seats a new learner could take: max_learners − registrations − active reservations (spec 001 §5.4). */
export function seatsLeft(maxLearners: number, registrations: number, activeReservations: number) {
  return Math.max(0, maxLearners - registrations - activeReservations)
}

/** spec 001 §5.4: a learner can register only if max_learners > registrations + active reservations. */
export function hasSeatFor(maxLearners: number, registrations: number, activeReservations: number) {
  return maxLearners > registrations + activeReservations
}
