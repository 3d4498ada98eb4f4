import db from '@adonisjs/lucid/services/db'
import { World } from '#modules/worlds/index'
import TutoringSession from '../models/tutoring_session.js'
import { fromDbDate, fromDbTime, toBool, toNumber } from '#app/support/database/values'
import { DELETED_USER_NAME } from './explore.js'
import type { HostRow, RegistrantRow } from './session_rows.js'
import type { DateTime } from 'luxon'

/*
 * What /session/{id} needs, in a fixed number of queries whatever the number of hosts or
 * registrants: the session with its world, topic, primary host and the viewer's registration
 * and host row (1), the hosts with their names (1), and — for hosts and staff only — the
 * registrants (1). A LoadedSession is also what SessionPolicy decides on.
 */
export type LoadedSession = {
  session: TutoringSession
  /** The session's world (null when it was deleted), rebuilt from the joined row. */
  world: World | null
  /** The world's slug and title, deleted or not (the edit form names it). */
  worldLabel: { slug: string; title: string } | null
  topicName: string
  hostName: string
  hostUsername: string | null
  hostDateOfBirth: DateTime | null
  viewerRegistrationId: number | null
  /** The viewer's live host row: the primary host's, an approved co-host's or a pending request. */
  viewerHost: { id: number; role: 'main' | 'co-host'; approved: boolean } | null
}

export async function loadSession(id: number, viewerId: number | null): Promise<LoadedSession | null> {
  const query = TutoringSession.query()
    .where('tutoring_sessions.id', id)
    .join('topics as t', 't.id', 'tutoring_sessions.topic_id')
    .join('users as h', 'h.id', 'tutoring_sessions.user_id')
    .leftJoin('worlds as w', 'w.id', 'tutoring_sessions.world_id')
    .select(
      'tutoring_sessions.*',
      't.name as topic_name',
      'w.id as w_id',
      'w.slug as w_slug',
      'w.title as w_title',
      'w.visibility as w_visibility',
      'w.course_id as w_course_id',
      'w.deleted_at as w_deleted_at',
      'h.name as host_name',
      'h.username as host_username',
      'h.date_of_birth as host_dob',
      'h.deleted_at as host_deleted_at'
    )
  if (viewerId) {
    query
      .leftJoin('session_registrations as vr', (join) => {
        join.on('vr.session_id', '=', 'tutoring_sessions.id').andOnVal('vr.user_id', '=', viewerId).andOnNull('vr.deleted_at')
      })
      .leftJoin('session_hosts as vh', (join) => {
        join.on('vh.session_id', '=', 'tutoring_sessions.id').andOnVal('vh.user_id', '=', viewerId).andOnNull('vh.deleted_at')
      })
      .select('vr.id as viewer_registration_id', 'vh.id as viewer_host_id', 'vh.role as viewer_host_role', 'vh.approved_at as viewer_host_approved_at')
  }
  const session = await query.first()
  if (!session) return null
  const extras = session.$extras
  const deleted = Boolean(extras.host_deleted_at)
  const world = extras.w_id && !extras.w_deleted_at
    ? World.$createFromAdapterResult({
        id: toNumber(extras.w_id),
        slug: extras.w_slug,
        title: extras.w_title,
        visibility: extras.w_visibility,
        course_id: extras.w_course_id ?? null,
      })
    : null
  return {
    session,
    world,
    worldLabel: extras.w_id ? { slug: String(extras.w_slug), title: String(extras.w_title) } : null,
    topicName: String(extras.topic_name),
    hostName: deleted ? DELETED_USER_NAME : String(extras.host_name),
    hostUsername: deleted ? null : (extras.host_username ?? null),
    hostDateOfBirth: fromDbDate(extras.host_dob),
    viewerRegistrationId: extras.viewer_registration_id ? toNumber(extras.viewer_registration_id) : null,
    viewerHost: extras.viewer_host_id
      ? {
          id: toNumber(extras.viewer_host_id),
          role: extras.viewer_host_role === 'main' ? 'main' : 'co-host',
          approved: extras.viewer_host_approved_at !== null && extras.viewer_host_approved_at !== undefined,
        }
      : null,
  }
}

/** Live host rows (approved hosts and pending co-host requests), primary host first, with their attendance. */
export async function loadHosts(sessionId: number): Promise<HostRow[]> {
  const rows = await db
    .from('session_hosts as sh')
    .join('users as u', 'u.id', 'sh.user_id')
    .leftJoin('session_attendees as a', (join) => {
      join.on('a.session_id', '=', 'sh.session_id').andOn('a.user_id', '=', 'sh.user_id').andOnNull('a.deleted_at')
    })
    .where('sh.session_id', sessionId)
    .whereNull('sh.deleted_at')
    .select(
      'sh.id',
      'sh.user_id',
      'sh.role',
      'sh.approved_at',
      'sh.request_message',
      'sh.created_at',
      'sh.attempted_hosting',
      'a.id as attendee_id',
      'u.name',
      'u.username',
      'u.deleted_at as user_deleted_at'
    )
    .orderByRaw("case when sh.role = 'main' then 0 else 1 end")
    .orderBy('sh.approved_at', 'asc')
    .orderBy('sh.id', 'asc')
  return rows.map((r: any) => ({
    id: toNumber(r.id),
    userId: toNumber(r.user_id),
    name: r.user_deleted_at ? DELETED_USER_NAME : String(r.name),
    username: r.user_deleted_at ? null : (r.username ?? null),
    role: r.role === 'main' ? 'main' : 'co-host',
    approved: r.approved_at !== null && r.approved_at !== undefined,
    requestMessage: r.request_message ?? null,
    createdAt: fromDbTime(r.created_at)?.toISO() ?? '',
    attemptedHosting: toBool(r.attempted_hosting),
    attended: r.attendee_id !== null && r.attendee_id !== undefined,
  }))
}

/** The registrants of a session (shown to its hosts and staff only). */
export async function loadRegistrants(sessionId: number, limit = 200): Promise<RegistrantRow[]> {
  const rows = await db
    .from('session_registrations as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.session_id', sessionId)
    .whereNull('r.deleted_at')
    .select('r.user_id', 'r.created_at', 'u.name', 'u.username', 'u.deleted_at as user_deleted_at')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(limit)
  return rows.map((r: any) => ({
    userId: toNumber(r.user_id),
    name: r.user_deleted_at ? DELETED_USER_NAME : String(r.name),
    username: r.user_deleted_at ? null : (r.username ?? null),
    registeredAt: fromDbTime(r.created_at)?.toISO() ?? '',
  }))
}
