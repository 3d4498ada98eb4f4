import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { displayNamesOf } from '#modules/identity/index'

/* The onboarding sessions of an SAT test (sat_bootcamp_onboarding_sessions ↔ tutoring sessions). */
export type OnboardingSession = {
  id: number
  title: string
  startsAt: string
  endsAt: string
  seatsLeft: number
  hostName: string
  registered: boolean
}

/** The test's onboarding sessions still ahead (not canceled), soonest first, with the viewer's registration. */
export async function onboardingSessionsOf(testKey: string, viewerId: number | null, now: DateTime = DateTime.utc()): Promise<OnboardingSession[]> {
  const rows = await db
    .from('sat_bootcamp_onboarding_sessions as o')
    .join('tutoring_sessions as s', 's.id', 'o.session_id')
    .where('o.sat_test', testKey)
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .where('s.end_date', '>', now.toUTC().toSQL({ includeOffset: false })!)
    .orderBy('s.start_date', 'asc')
    .limit(50)
    .select('s.id', 's.title', 's.start_date', 's.end_date', 's.max_learners', 's.seats_taken', 's.user_id')
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id as number)
  const [names, mine] = await Promise.all([
    displayNamesOf(rows.map((row) => row.user_id as number)),
    viewerId
      ? db.from('session_registrations').whereIn('session_id', ids).where('user_id', viewerId).whereNull('deleted_at').select('session_id')
      : Promise.resolve([]),
  ])
  const registered = new Set(mine.map((row: { session_id: number }) => row.session_id))
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: fromDbTime(row.start_date)!.toISO()!,
    endsAt: fromDbTime(row.end_date)!.toISO()!,
    seatsLeft: Math.max(0, Number(row.max_learners) - Number(row.seats_taken)),
    hostName: names.get(row.user_id) ?? 'A tutor',
    registered: registered.has(row.id),
  }))
}

/** The test an onboarding session belongs to, or null when it is not one. */
export async function onboardingTestOfSession(sessionId: number): Promise<string | null> {
  const row = await db.from('sat_bootcamp_onboarding_sessions').where('session_id', sessionId).select('sat_test').first()
  return row ? row.sat_test : null
}
