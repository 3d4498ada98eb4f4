import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { appUrl } from '#config/app'
import { notify, registerNotificationKind, registerSweepTask } from '#modules/notifications/index'
import { REMINDER_MINUTES_BEFORE } from '../constants.js'

export const SESSION_REMINDER_KIND = 'session.reminder'

/*
 * Reminders before a session in the bell, by text message and browser push (issue 14 §2 SMS), next to the
 * reminder email tutoring already sends (session_jobs.ts, "Session reminders" switch): this kind
 * has no email channel, so nobody gets two emails. The text links through /r/t/{id}, which adds
 * the sms reminder campaign tag on the way to /session/{id} (spec 000 §2.1).
 */
registerNotificationKind(SESSION_REMINDER_KIND, {
  label: 'Session reminders',
  channels: { sms: true, push: true },
  describe: (n) => ({ text: `“${String(n.payload.title)}” starts ${startsAt(n.payload)}`, href: `/session/${n.sessionId}` }),
  smsText: (n) =>
    `Peerhaven: “${String(n.payload.title).slice(0, 80)}” starts ${startsAt(n.payload)}. Join: ${new URL(`/r/t/${n.sessionId}`, appUrl)}`,
})

function startsAt(payload: Record<string, unknown>) {
  const start = DateTime.fromISO(String(payload.startsAt), { zone: String(payload.timezone || 'UTC') })
  return start.isValid ? `at ${start.toFormat('HH:mm ZZZZ')}` : 'soon'
}

/**
 * Every sweep: everyone registered for (or an approved host of) a session starting within the
 * next hour is notified once per session and calendar sequence (a new time reminds again).
 * Idempotent through notify's key, so overlapping sweeps add nothing.
 */
/** Answers how many people were considered (those reminded before are skipped by the key). */
export async function remindUpcomingSessions(now = DateTime.utc()): Promise<number> {
  const sessions = await db
    .from('tutoring_sessions')
    .where('start_date', '>', sqlTime(now))
    .where('start_date', '<=', sqlTime(now.plus({ minutes: REMINDER_MINUTES_BEFORE })))
    .whereNull('canceled_at')
    .whereNull('deleted_at')
    .select('id', 'title', 'start_date', 'calendar_sequence')
  let considered = 0
  for (const session of sessions) {
    const people = await db
      .from('users as u')
      .whereNull('u.deleted_at')
      .where((q) =>
        q
          .whereExists((r) =>
            r.from('session_registrations as r').where('r.session_id', session.id).whereColumn('r.user_id', 'u.id').whereNull('r.deleted_at')
          )
          .orWhereExists((h) =>
            h
              .from('session_hosts as h')
              .where('h.session_id', session.id)
              .whereColumn('h.user_id', 'u.id')
              .whereNull('h.deleted_at')
              .whereNotNull('h.approved_at')
          )
      )
      .select('u.id', 'u.timezone')
    const iso = fromDbTime(session.start_date)?.toISO()
    for (const person of people) {
      await db.transaction((trx) =>
        notify(
          {
            key: SESSION_REMINDER_KIND,
            userId: person.id,
            sessionId: session.id,
            payload: { title: session.title, startsAt: iso, timezone: person.timezone },
            idempotencyKey: `session-reminder:${session.id}:${session.calendar_sequence}:${person.id}`,
          },
          { client: trx }
        )
      )
      considered++
    }
  }
  return considered
}

registerSweepTask('tutoring.session-reminders', () => remindUpcomingSessions())
