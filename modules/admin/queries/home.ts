import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime, toNumber } from '#app/support/database/values'
import { SUSPENDED_ROLES, User, decideAccess } from '#modules/identity/index'

/** This Monday 00:00 to next Monday 00:00, in UTC (ISO weeks start on Monday). */
export function weekBounds(now: DateTime = DateTime.utc()) {
  const start = now.toUTC().startOf('week')
  return { start, end: start.plus({ weeks: 1 }) }
}

/**
 * Open items. Decision: an account whose current suspension is provisional (the
 * user_maybe_suspended screen of spec 000 §2.3: learner no-shows, automatic suspension, session
 * removal) is waiting for a staff review; those are the console's open items. The rule is
 * identity's own (decideAccess), applied to the suspension alone.
 */
export async function accountsAwaitingReview(limit = 10): Promise<{ total: number; users: User[] }> {
  const users = await User.query()
    .whereIn('id', (sub) =>
      sub.from('user_roles').select('user_id').whereIn('role', SUSPENDED_ROLES as string[]).whereNull('deleted_at')
    )
    .orderBy('id', 'asc')
  const waiting = users.filter(
    (user) =>
      decideAccess(
        { dateOfBirth: null, emailVerified: true, onboarded: true, suspensionActions: user.suspensionActions, roles: new Set(['blocked']) },
        'member'
      ) === 'user_maybe_suspended'
  )
  return { total: waiting.length, users: waiting.slice(0, limit) }
}

/** Home counts: users, sessions this week, registrations, open items (and the first of them). */
export async function homeSummary(now: DateTime = DateTime.utc()) {
  const week = weekBounds(now)
  const [users, sessions, registrations] = await Promise.all([
    db.from('users').whereNull('deleted_at').count('* as total').first(),
    db
      .from('tutoring_sessions')
      .whereNull('deleted_at')
      .where('start_date', '>=', sqlTime(week.start))
      .where('start_date', '<', sqlTime(week.end))
      .count('* as total')
      .first(),
    db.from('session_registrations').whereNull('deleted_at').count('* as total').first(),
  ])
  const review = await accountsAwaitingReview()
  return {
    week,
    users: toNumber(users?.total),
    sessionsThisWeek: toNumber(sessions?.total),
    registrations: toNumber(registrations?.total),
    openItems: review.total,
    awaitingReview: review.users,
  }
}

export type HomeSummary = Awaited<ReturnType<typeof homeSummary>>
