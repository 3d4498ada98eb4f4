import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { SUSPENDED_ROLES, User, decideAccess } from '#modules/identity/index'

const toNumber = (value: unknown) => Number(value ?? 0)

/** This Monday 00:00 to next Monday 00:00, in UTC (ISO weeks start on Monday). */
export function weekBounds(now: DateTime = DateTime.utc()) {
  const start = now.toUTC().startOf('week')
  return { start, end: start.plus({ weeks: 1 }) }
}

export type ReviewItem = { id: number; username: string; name: string; reason: string; context: string; since: string }

/**
 * Open items. Decision: an account whose current suspension is provisional (the
 * user_maybe_suspended screen of spec 000 §2.3: learner no-shows, automatic suspension, session
 * removal) is waiting for a staff review; those are the console's open items. The rule is
 * identity's own (decideAccess), applied to the suspension alone.
 */
export async function accountsAwaitingReview(limit = 10): Promise<{ total: number; items: ReviewItem[] }> {
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
  const items = waiting.slice(0, limit).map((user) => {
    const action = user.suspensionActions.filter((entry) => !entry.liftedAt).at(-1)!
    return { id: user.id, username: user.username, name: user.name, reason: action.reason, context: action.context, since: action.createdAt }
  })
  return { total: waiting.length, items }
}

/** Home counts: users, sessions this week, registrations, open items. */
export async function homeCounts(now: DateTime = DateTime.utc()) {
  const { start, end } = weekBounds(now)
  const [users, sessions, registrations] = await Promise.all([
    db.from('users').whereNull('deleted_at').count('* as total').first(),
    db
      .from('tutoring_sessions')
      .whereNull('deleted_at')
      .where('start_date', '>=', sqlTime(start))
      .where('start_date', '<', sqlTime(end))
      .count('* as total')
      .first(),
    db.from('session_registrations').whereNull('deleted_at').count('* as total').first(),
  ])
  const review = await accountsAwaitingReview()
  return {
    week: { start: start.toISO()!, end: end.minus({ milliseconds: 1 }).toISO()! },
    counts: {
      users: toNumber(users?.total),
      sessionsThisWeek: toNumber(sessions?.total),
      registrations: toNumber(registrations?.total),
      openItems: review.total,
    },
    openItems: review.items,
  }
}
