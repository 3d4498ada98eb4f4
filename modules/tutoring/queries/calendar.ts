import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { appUrl } from '#config/app'
import { CALENDAR_MAX_EVENTS, CALENDAR_PAST_DAYS } from '../constants.js'
import { fromDbTime, sqlTime, toNumber } from '#app/support/database/values'

/*
 * The iCalendar document of a person's private feed (ical-generator):
 * - one VEVENT per session they are registered for or host, from 60 days back;
 * - UID `tutoring-session-<id>@peerhaven`, stable for the session's life;
 * - SEQUENCE = the session's calendar_sequence, bumped by every change a registrant sees
 *   (time, title, description, cancellation);
 * - canceled (or deleted) sessions, and sessions the person left (unregistered, removed as
 *   co-host), stay in the feed as STATUS:CANCELLED so calendar apps drop them; for the person
 *   leaving, the SEQUENCE is one above the session's, since that change was not a session edit.
 * The meeting room address is never in the feed: the event links to /session/{id}, which hands
 * out the join link to registrants from 10 minutes before the start.
 */
export function sessionUid(sessionId: number) {
  return `tutoring-session-${sessionId}@peerhaven`
}

type FeedRow = {
  id: number
  title: string
  description: string
  start: DateTime
  end: DateTime
  updated: DateTime
  sequence: number
  sessionGone: boolean
  participating: boolean
}

export async function feedEvents(userId: number, now: DateTime = DateTime.utc()): Promise<FeedRow[]> {
  const rows = await db
    .from('tutoring_sessions')
    .leftJoin('session_registrations as r', (join) => {
      join.on('r.session_id', '=', 'tutoring_sessions.id').andOnVal('r.user_id', '=', userId)
    })
    .leftJoin('session_hosts as h', (join) => {
      join.on('h.session_id', '=', 'tutoring_sessions.id').andOnVal('h.user_id', '=', userId).andOnNotNull('h.approved_at')
    })
    .where((sub) => sub.whereNotNull('r.id').orWhereNotNull('h.id'))
    .where('tutoring_sessions.start_date', '>=', sqlTime(now.minus({ days: CALENDAR_PAST_DAYS })))
    .select(
      'tutoring_sessions.id',
      'tutoring_sessions.title',
      'tutoring_sessions.description',
      'tutoring_sessions.start_date',
      'tutoring_sessions.end_date',
      'tutoring_sessions.updated_at',
      'tutoring_sessions.calendar_sequence',
      'tutoring_sessions.canceled_at',
      'tutoring_sessions.deleted_at',
      'r.id as registration_id',
      'r.deleted_at as registration_deleted_at',
      'h.id as host_id',
      'h.deleted_at as host_deleted_at'
    )
    .orderBy('tutoring_sessions.start_date', 'asc')
    .orderBy('tutoring_sessions.id', 'asc')
    .limit(CALENDAR_MAX_EVENTS * 2)
  const byId = new Map<number, FeedRow>()
  for (const row of rows as any[]) {
    const id = toNumber(row.id)
    const liveRegistration = row.registration_id !== null && row.registration_id !== undefined && !row.registration_deleted_at
    const liveHost = row.host_id !== null && row.host_id !== undefined && !row.host_deleted_at
    const participating = liveRegistration || liveHost || (byId.get(id)?.participating ?? false)
    byId.set(id, {
      id,
      title: String(row.title),
      description: String(row.description ?? ''),
      start: fromDbTime(row.start_date)!,
      end: fromDbTime(row.end_date)!,
      updated: fromDbTime(row.updated_at) ?? now,
      sequence: toNumber(row.calendar_sequence),
      sessionGone: Boolean(row.canceled_at) || Boolean(row.deleted_at),
      participating,
    })
  }
  return [...byId.values()].slice(0, CALENDAR_MAX_EVENTS)
}

export async function buildCalendar(userId: number, now: DateTime = DateTime.utc()): Promise<string> {
  const events = await feedEvents(userId, now)
  const calendar = ical({
    name: 'Peerhaven sessions',
    prodId: { company: 'Peerhaven', product: 'sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 30,
  })
  for (const event of events) {
    const canceled = event.sessionGone || !event.participating
    const url = new URL(`/session/${event.id}`, appUrl).toString()
    const summary = event.description.length > 500 ? `${event.description.slice(0, 500)}…` : event.description
    calendar.createEvent({
      id: sessionUid(event.id),
      sequence: event.sequence + (!event.sessionGone && !event.participating ? 1 : 0),
      start: event.start.toJSDate(),
      end: event.end.toJSDate(),
      stamp: event.updated.toJSDate(),
      lastModified: event.updated.toJSDate(),
      summary: canceled ? `Canceled: ${event.title}` : event.title,
      description: `${summary}${summary ? '\n\n' : ''}${url}`,
      url,
      status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
