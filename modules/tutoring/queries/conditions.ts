import type { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { sqlTime } from '#app/support/database/values'
import { MAX_SESSION_MINUTES, MEETING_OVERRUN_LIMIT_MINUTES } from '../constants.js'

type Q = DatabaseQueryBuilderContract<any>
const T = 'tutoring_sessions'

/**
 * The earliest start an upcoming session can have: a session lasts at most MAX_SESSION_MINUTES
 * (schedule_rules.ts; templates have the same limit) and stays upcoming at most
 * MEETING_OVERRUN_LIMIT_MINUTES past its scheduled end.
 */
export function earliestUpcomingStart(now: DateTime) {
  return now.minus({ minutes: MAX_SESSION_MINUTES + MEETING_OVERRUN_LIMIT_MINUTES })
}

/*
 * The SQL twin of `isUpcoming` (session_state.ts): not canceled, no actual end in the past, and
 * either the scheduled end is in the future or a host attempted hosting and the actual meeting is
 * still open within the overrun limit. tests/functional/lists.spec.ts checks both agree.
 *
 * The start_date bound changes no result (see earliestUpcomingStart); it lets the database walk
 * the start_date indexes from a few hours ago instead of from the oldest session, as the
 * conditions on end_date cannot use them.
 */
export function upcomingConditions(q: Q, now: DateTime) {
  const nowS = sqlTime(now)
  const overrunCut = sqlTime(now.minus({ minutes: MEETING_OVERRUN_LIMIT_MINUTES }))
  q.where(`${T}.start_date`, '>', sqlTime(earliestUpcomingStart(now)))
    .whereNull(`${T}.canceled_at`)
    .where((sub) => sub.whereNull(`${T}.zoom_end_date`).orWhere(`${T}.zoom_end_date`, '>', nowS))
    .where((sub) =>
      sub.where(`${T}.end_date`, '>', nowS).orWhere((live) =>
        live
          .where(`${T}.attempted_hosting`, true)
          .whereNotNull(`${T}.zoom_start_date`)
          .where(`${T}.zoom_start_date`, '<=', nowS)
          .where(`${T}.end_date`, '>', overrunCut)
      )
    )
  return q
}

export function whereUpcoming(query: unknown, now: DateTime) {
  const q = query as Q
  return q.where((sub) => upcomingConditions(sub, now))
}

/** Past: not canceled and not upcoming. */
export function wherePast(query: unknown, now: DateTime) {
  const q = query as Q
  return q.whereNull(`${T}.canceled_at`).whereNot((sub) => upcomingConditions(sub, now))
}

/** For a person's own schedule: upcoming, plus canceled sessions whose date has not passed. */
export function whereUpcomingOrCanceledAhead(query: unknown, now: DateTime) {
  const q = query as Q
  // The start_date bound holds for both branches, so it stays usable by the index outside the OR.
  return q.where(`${T}.start_date`, '>', sqlTime(earliestUpcomingStart(now))).where((sub) =>
    sub
      .where((up) => upcomingConditions(up, now))
      .orWhere((c) => c.whereNotNull(`${T}.canceled_at`).where(`${T}.end_date`, '>', sqlTime(now)))
  )
}
