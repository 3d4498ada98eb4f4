import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { defineJob, usesRedis } from '#app/support/jobs/jobs'
import { sendMail } from '#app/support/mail/send_mail_job'
import { simpleEmail } from '#app/support/mail/layout'
import TutoringSession from '../models/tutoring_session.js'
import { REMINDER_MINUTES_BEFORE } from '../constants.js'
import { toNumber } from '#app/support/database/values'
import { scheduleSessionEnd } from './session_ended.js'

/*
 * Jobs of the tutoring context. Delivery is at least once, so every handler re-reads the state
 * and sends through sendMail's idempotency keys: a retried or duplicated job never mails twice.
 */

/** Inline mode keeps delayed jobs in setTimeout, which cannot wait longer than this. */
const MAX_INLINE_DELAY_MS = 2 ** 31 - 1

function formatWhen(start: DateTime, end: DateTime, zone: string) {
  const s = start.setZone(zone || 'UTC')
  const e = end.setZone(zone || 'UTC')
  return `${s.toFormat('cccc d LLLL yyyy, HH:mm')}–${e.toFormat('HH:mm')} (${s.toFormat('ZZZZ')})`
}

type Recipient = { userId: number; email: string; name: string; timezone: string; sessionReminders: boolean }

function recipientFromRow(row: any): Recipient {
  let reminders = true
  try {
    const settings = typeof row.notification_settings === 'string' ? JSON.parse(row.notification_settings) : (row.notification_settings ?? {})
    if (settings && settings.sessionReminders === false) reminders = false
  } catch {
    // malformed settings: keep the default (on)
  }
  return { userId: toNumber(row.id), email: String(row.email), name: String(row.name), timezone: String(row.timezone || 'UTC'), sessionReminders: reminders }
}

const RECIPIENT_COLUMNS = ['u.id', 'u.email', 'u.name', 'u.timezone', 'u.notification_settings']

/** Registrants (live) and approved hosts of a session, deleted accounts left out. */
async function participants(sessionId: number, options: { hosts: boolean }) {
  const registrants = await db
    .from('session_registrations as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.session_id', sessionId)
    .whereNull('r.deleted_at')
    .whereNull('u.deleted_at')
    .select(RECIPIENT_COLUMNS)
  const hosts = options.hosts
    ? await db
        .from('session_hosts as h')
        .join('users as u', 'u.id', 'h.user_id')
        .where('h.session_id', sessionId)
        .whereNull('h.deleted_at')
        .whereNotNull('h.approved_at')
        .whereNull('u.deleted_at')
        .select(RECIPIENT_COLUMNS)
    : []
  const byId = new Map<number, Recipient>()
  for (const row of [...registrants, ...hosts]) {
    const recipient = recipientFromRow(row)
    byId.set(recipient.userId, recipient)
  }
  return [...byId.values()]
}

export type ReminderPayload = { sessionId: number; userId: number; sequence: number }

/*
 * Job ids and mail idempotency keys are dot-separated: BullMQ refuses custom job ids with ':'
 * (except its legacy 3-part form), and sendMail uses the idempotency key as the job id.
 * reminder.<session id>.<user id>.<calendar sequence> is the reminder:<...> key.
 */
export function reminderJobId(payload: ReminderPayload) {
  return `reminder.${payload.sessionId}.${payload.userId}.${payload.sequence}`
}

/**
 * The reminder: sent only if the person is still registered (or an approved host), the session
 * is not canceled or deleted, its calendar sequence still matches (a time change schedules new
 * reminders) and it has not started. Respects the "Session reminders" notification setting.
 */
export const sessionReminderJob = defineJob<ReminderPayload>('tutoring:session-reminder', async (payload) => {
  const session = await TutoringSession.find(payload.sessionId)
  if (!session || session.canceledAt || session.calendarSequence !== payload.sequence) return
  const now = DateTime.utc()
  if (now >= session.startDate) return
  // A job that fires early (clock skew, a restarted inline timer) does nothing.
  if (now < session.startDate.minus({ minutes: REMINDER_MINUTES_BEFORE + 15 })) return
  const row = await db
    .from('users as u')
    .where('u.id', payload.userId)
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
    .select(RECIPIENT_COLUMNS)
    .first()
  if (!row) return
  const recipient = recipientFromRow(row)
  if (!recipient.sessionReminders) return
  const content = simpleEmail({
    greeting: `Hi ${recipient.name},`,
    paragraphs: [
      `“${session.title}” starts in about an hour: ${formatWhen(session.startDate, session.endDate, recipient.timezone)}.`,
      'The join link opens on the session page 10 minutes before the start.',
    ],
    action: { label: 'Open the session', path: `/session/${session.id}` },
  })
  await sendMail({
    idempotencyKey: reminderJobId(payload),
    to: recipient.email,
    subject: `Starting soon: ${session.title}`,
    ...content,
  })
})

/** Schedules a person's reminder 1 hour before the start (nothing when that moment has passed). */
export async function scheduleReminder(session: { id: number; startDate: DateTime; calendarSequence: number }, userId: number) {
  const delay = session.startDate.minus({ minutes: REMINDER_MINUTES_BEFORE }).diffNow().toMillis()
  if (delay <= 0) return
  if (!usesRedis() && delay > MAX_INLINE_DELAY_MS) {
    // Inline jobs live in this process's memory only; without Redis a reminder weeks ahead
    // cannot be kept (production runs with Redis).
    logger.debug({ sessionId: session.id, userId }, 'reminder too far ahead for inline jobs')
    return
  }
  const payload = { sessionId: session.id, userId, sequence: session.calendarSequence }
  await sessionReminderJob.dispatch(payload, { jobId: reminderJobId(payload), delay: Math.round(delay) })
}

export type SessionNoticePayload = { sessionId: number; sequence: number; kind: 'updated' | 'canceled'; byUserId: number | null }

/**
 * Tells registrants and approved hosts (except whoever made the change) that a session changed
 * or was canceled. Keyed by session id + calendar sequence; the mail shows the session as it is
 * now, so when several changes follow each other only the latest sequence mails (older jobs see
 * a newer sequence and stop). After a change, everyone's reminder is scheduled again for the new
 * sequence (the old reminder jobs see the sequence moved and do nothing), and so is the
 * session.ended job (session_ended.ts).
 */
export const sessionNoticeJob = defineJob<SessionNoticePayload>('tutoring:session-notice', async (payload) => {
  const session = await TutoringSession.find(payload.sessionId)
  if (!session || session.calendarSequence !== payload.sequence) return
  if (payload.kind === 'canceled' && !session.canceledAt) return
  if (payload.kind === 'updated') await scheduleSessionEnd(session)
  const people = await participants(session.id, { hosts: true })
  for (const person of people) {
    if (person.userId === payload.byUserId) continue
    const when = formatWhen(session.startDate, session.endDate, person.timezone)
    const content =
      payload.kind === 'canceled'
        ? simpleEmail({
            greeting: `Hi ${person.name},`,
            paragraphs: [
              `“${session.title}” (${when}) was canceled.`,
              ...(session.cancelReason ? [`The host wrote: ${session.cancelReason}`] : []),
              'Explore other sessions on the same topic on Peerhaven.',
            ],
            action: { label: 'Explore sessions', path: '/explore' },
          })
        : simpleEmail({
            greeting: `Hi ${person.name},`,
            paragraphs: [
              `A session you are part of was updated. It is now: “${session.title}”, ${when}.`,
              'Your calendar feed shows the new details too.',
            ],
            action: { label: 'See the session', path: `/session/${session.id}` },
          })
    await sendMail({
      idempotencyKey: `session-${payload.kind}.${session.id}.${payload.sequence}.${person.userId}`,
      to: person.email,
      subject: payload.kind === 'canceled' ? `Canceled: ${session.title}` : `Updated: ${session.title}`,
      ...content,
    })
    if (payload.kind === 'updated') await scheduleReminder(session, person.userId)
  }
})

export async function notifySessionChange(session: { id: number; calendarSequence: number }, kind: 'updated' | 'canceled', byUserId: number | null) {
  await sessionNoticeJob.dispatch(
    { sessionId: session.id, sequence: session.calendarSequence, kind, byUserId },
    { jobId: `session-${kind}.${session.id}.${session.calendarSequence}` }
  )
}

/** Tells a co-host they were removed, with the primary host's optional message. */
export async function mailHostRemoved(input: { hostRowId: number; userId: number; sessionId: number; sessionTitle: string; message: string | null }) {
  const row = await db.from('users').where('id', input.userId).whereNull('deleted_at').select('email', 'name').first()
  if (!row) return
  const content = simpleEmail({
    greeting: `Hi ${row.name},`,
    paragraphs: [
      `The primary host removed you as a co-host of “${input.sessionTitle}”.`,
      ...(input.message ? [`Their message: ${input.message}`] : []),
    ],
    action: { label: 'Explore sessions', path: '/explore' },
  })
  await sendMail({ idempotencyKey: `cohost-removed.${input.hostRowId}`, to: String(row.email), subject: `Co-hosting: ${input.sessionTitle}`, ...content })
}

