import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { canTutorTopic } from '#modules/catalog/index'
import { World, canViewWorld } from '#modules/worlds/index'
import type { User } from '#modules/identity/index'
import { calibrationOf, goldSessionIdsAmong } from './calibration.js'
import { openDoubleReviewIdsAmong } from './double_review.js'
import {
  AUDIT_REFUSALS,
  EXPERIENCED_AUDIT_TAGS,
  FIRST_SESSIONS_COUNT,
  PEER_REVIEW_LAUNCH,
  RECORDING_EXPIRY_DAYS,
  auditRefusal,
  auditorLevelOf,
  isAuditable,
  isAuditorLevel,
  needsAuditFrom,
  reviewsToNextLevel,
  type AuditLevel,
  type AuditRefusal,
  type AuditorLevel,
  type SessionAuditFacts,
} from '../shared/index.js'

/* What peer review reads: recordings, a session's audit facts, auditor standing, the queue. */

export type SessionRow = {
  id: number
  userId: number
  worldId: number
  topicId: number
  seriesId: number | null
  title: string
  startedAt: DateTime
  endedAt: DateTime
  canceled: boolean
  liveHelp: boolean
}

const SESSION_COLUMNS = ['id', 'user_id', 'world_id', 'topic_id', 'series_id', 'title', 'start_date', 'end_date', 'zoom_start_date', 'zoom_end_date', 'canceled_at', 'format']

function toSession(row: any): SessionRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    worldId: Number(row.world_id),
    topicId: Number(row.topic_id),
    seriesId: row.series_id === null ? null : Number(row.series_id),
    title: row.title,
    startedAt: fromDbTime(row.zoom_start_date) ?? fromDbTime(row.start_date)!,
    endedAt: fromDbTime(row.zoom_end_date) ?? fromDbTime(row.end_date)!,
    canceled: row.canceled_at !== null,
    liveHelp: row.format === 'live-help',
  }
}

export async function findSession(id: number): Promise<SessionRow | null> {
  const row = await db.from('tutoring_sessions').where('id', id).whereNull('deleted_at').select(SESSION_COLUMNS).first()
  return row ? toSession(row) : null
}

export type RecordingRow = { id: number; sessionId: number; url: string; source: 'provider' | 'manual'; expiresAt: DateTime; breakoutTitle: string | null }

/** Recordings still playable, by session. */
export async function liveRecordingsOf(sessionIds: number[], now = DateTime.utc()): Promise<Map<number, RecordingRow[]>> {
  const out = new Map<number, RecordingRow[]>()
  if (sessionIds.length === 0) return out
  const rows = await db.from('session_recordings').whereIn('session_id', sessionIds).where('expires_at', '>', sqlTime(now)).orderBy('id')
  for (const row of rows) {
    const list = out.get(Number(row.session_id)) ?? []
    list.push({ id: Number(row.id), sessionId: Number(row.session_id), url: row.url, source: row.source, expiresAt: fromDbTime(row.expires_at)!, breakoutTitle: row.breakout_title ?? null })
    out.set(Number(row.session_id), list)
  }
  return out
}

/** The approved, live host rows (main and co-hosts) of sessions. */
async function hostIdsOf(sessionIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>()
  if (sessionIds.length === 0) return out
  const rows = await db.from('session_hosts').whereIn('session_id', sessionIds).whereNull('deleted_at').whereNotNull('approved_at').select('session_id', 'user_id')
  for (const row of rows) out.set(Number(row.session_id), [...(out.get(Number(row.session_id)) ?? []), Number(row.user_id)])
  return out
}

export type SessionAudit = SessionAuditFacts & { session: SessionRow; hostIds: number[]; hostsFirstSessions: boolean; recordings: RecordingRow[] }

/** Everything the audit rules need about sessions, in a fixed number of queries. */
export async function auditFactsOf(sessions: SessionRow[], now = DateTime.utc(), options: { firstSessions?: boolean } = {}): Promise<Map<number, SessionAudit>> {
  const ids = sessions.map((s) => s.id)
  const out = new Map<number, SessionAudit>()
  if (ids.length === 0) return out
  const [recordings, hosts, learners, reports, tags, audits] = await Promise.all([
    liveRecordingsOf(ids, now),
    hostIdsOf(ids),
    db.from('session_registrations').whereIn('session_id', ids).whereNull('deleted_at').groupBy('session_id').select('session_id').count('* as total'),
    db.from('safety_reports').whereIn('session_id', ids).distinct('session_id'),
    // A mentor or auditor tag asks for an experienced audit (shared/rules.ts EXPERIENCED_AUDIT_TAGS).
    db.from('session_tags').whereIn('session_id', ids).whereIn('tag', [...EXPERIENCED_AUDIT_TAGS]).distinct('session_id'),
    db.from('tutor_audits').whereIn('session_id', ids).select('session_id', 'audit_level'),
  ])
  const learnerCount = new Map(learners.map((row: any) => [Number(row.session_id), Number(row.total)]))
  const reported = new Set(reports.map((row: any) => Number(row.session_id)))
  const tagged = new Set(tags.map((row: any) => Number(row.session_id)))
  for (const session of sessions) {
    const mainHostId = session.userId
    // Only the audit form needs it (the first-two-sessions section): the queue skips this query per session.
    const earlier = options.firstSessions === false ? null : await db
      .from('session_hosts as h')
      .join('tutoring_sessions as s', 's.id', 'h.session_id')
      .where('h.user_id', mainHostId)
      .whereNull('h.deleted_at')
      .whereNotNull('h.approved_at')
      .whereNull('s.deleted_at')
      .whereNull('s.canceled_at')
      .where('s.start_date', '<', sqlTime(session.startedAt))
      .count('* as total')
      .first()
    out.set(session.id, {
      session,
      startedAt: session.startedAt,
      endedAt: session.endedAt,
      canceled: session.canceled,
      liveHelp: session.liveHelp,
      liveRecordings: recordings.get(session.id)?.length ?? 0,
      recordings: recordings.get(session.id) ?? [],
      learners: learnerCount.get(session.id) ?? 0,
      hasSafetyReport: reported.has(session.id),
      hasMentorTag: tagged.has(session.id),
      auditLevels: audits.filter((row: any) => Number(row.session_id) === session.id).map((row: any) => row.audit_level as AuditLevel),
      hostIds: hosts.get(session.id) ?? [mainHostId],
      hostsFirstSessions: earlier !== null && Number(earlier?.total ?? 0) < FIRST_SESSIONS_COUNT,
    })
  }
  return out
}

export type AuditorStanding = {
  /** The level an audit records: the auditor's level, or staff. */
  level: AuditLevel
  auditorLevel: AuditorLevel
  acceptedAudits: number
  verified: boolean
  isAdminMentorOrPolicy: boolean
  toNextLevel: number | null
}

/** Whether the roles make someone a staff auditor (spec 000 §6.2 admin:mentor, admin:policy). */
export const isAdminMentorOrPolicy = (roles: ReadonlySet<string>) => roles.has('admin:mentor') || roles.has('admin:policy')

/** Auditor levels of several people: accepted audits, the latest mentor level, verified or not. */
export async function auditorLevelsOf(userIds: number[]): Promise<Map<number, { level: AuditorLevel; acceptedAudits: number; verified: boolean }>> {
  const out = new Map<number, { level: AuditorLevel; acceptedAudits: number; verified: boolean }>()
  if (userIds.length === 0) return out
  const [counts, notes] = await Promise.all([
    db.from('tutor_audits').whereIn('auditor_id', userIds).where('needs_review', false).groupBy('auditor_id').select('auditor_id').count('* as total'),
    db.from('auditor_notes').whereIn('subject_user_id', userIds).whereNotNull('new_auditor_level').orderBy('id', 'desc').select('subject_user_id', 'new_auditor_level'),
  ])
  for (const id of userIds) {
    const accepted = Number(counts.find((row: any) => Number(row.auditor_id) === id)?.total ?? 0)
    const note = notes.find((row: any) => Number(row.subject_user_id) === id)
    const mentorLevel = note && isAuditorLevel(note.new_auditor_level) ? note.new_auditor_level : null
    out.set(id, { level: auditorLevelOf({ acceptedAudits: accepted, mentorLevel }), acceptedAudits: accepted, verified: Boolean(note) })
  }
  return out
}

export async function auditorStandingOf(user: User): Promise<AuditorStanding> {
  const roles = await user.roles()
  const staff = isAdminMentorOrPolicy(roles)
  const levels = await auditorLevelsOf([user.id])
  const mine = levels.get(user.id)!
  return {
    level: staff ? 'staff' : mine.level,
    auditorLevel: mine.level,
    acceptedAudits: mine.acceptedAudits,
    verified: mine.verified,
    isAdminMentorOrPolicy: staff,
    toNextLevel: reviewsToNextLevel(mine.level, mine.acceptedAudits),
  }
}

/** Whether the person may audit the session now (spec 001 §5.4), or why not. */
export type RefusalCache = { worlds: Map<number, boolean>; topics: Map<number, boolean> }

export async function auditRefusalFor(user: User, standing: AuditorStanding, facts: SessionAudit, cache: RefusalCache = { worlds: new Map(), topics: new Map() }): Promise<AuditRefusal | null> {
  const roles = await user.roles()
  const session = facts.session
  let canView = cache.worlds.get(session.worldId)
  if (canView === undefined) {
    const world = await World.find(session.worldId)
    canView = roles.has('admin:basic') || (world !== null && (await canViewWorld(world, user.id)))
    cache.worlds.set(session.worldId, canView)
  }
  let relevant = cache.topics.get(session.topicId)
  if (relevant === undefined) {
    relevant = standing.isAdminMentorOrPolicy || (await canTutorTopic(user.id, session.topicId))
    cache.topics.set(session.topicId, relevant)
  }
  const [audited, future] = await Promise.all([
    db.from('tutor_audits').where('session_id', session.id).where('auditor_id', user.id).first(),
    db
      .from('session_hosts as h')
      .join('tutoring_sessions as s', 's.id', 'h.session_id')
      .where('h.user_id', user.id)
      .whereNull('h.deleted_at')
      .whereNull('s.deleted_at')
      .whereNull('s.canceled_at')
      .where((q) => {
        q.where('s.id', session.id)
        if (session.seriesId !== null) q.orWhere((inner) => inner.where('s.series_id', session.seriesId!).where('s.end_date', '>', sqlTime(DateTime.utc())))
      })
      .select('h.id')
      .first(),
  ])
  return auditRefusal({
    level: standing.level,
    hasRelevantTag: relevant,
    canViewSession: canView,
    hostsSession: facts.hostIds.includes(user.id) || session.userId === user.id,
    hasAudited: Boolean(audited),
    hostsFutureSession: Boolean(future),
  })
}

export const refusalMessage = (refusal: AuditRefusal) => AUDIT_REFUSALS[refusal]

/** The sessions waiting for this auditor's review, oldest first (their recordings expire first). */
export async function auditQueueFor(user: User, standing: AuditorStanding, now = DateTime.utc()): Promise<SessionAudit[]> {
  if (standing.level === 'flagged') return []
  const rows = await db
    .from('tutoring_sessions as s')
    .whereNull('s.deleted_at')
    .whereNull('s.canceled_at')
    .where('s.end_date', '<=', sqlTime(now))
    .where('s.end_date', '>=', sqlTime(now.minus({ days: RECORDING_EXPIRY_DAYS })))
    .where('s.start_date', '>=', sqlTime(PEER_REVIEW_LAUNCH))
    .whereNot('s.user_id', user.id)
    .whereExists((q) => q.from('session_recordings as r').whereColumn('r.session_id', 's.id').where('r.expires_at', '>', sqlTime(now)))
    .whereNotExists((q) => q.from('tutor_audits as a').whereColumn('a.session_id', 's.id').where('a.auditor_id', user.id))
    .orderBy('s.end_date', 'asc')
    .limit(100)
    .select(SESSION_COLUMNS.map((column) => `s.${column}`))
  const facts = await auditFactsOf(rows.map(toSession), now, { firstSessions: false })
  const peer = !standing.isAdminMentorOrPolicy
  const [gold, doubles] = peer ? await Promise.all([goldSessionIdsAmong([...facts.keys()]), openDoubleReviewIdsAmong([...facts.keys()])]) : [new Set<number>(), new Set<number>()]
  const cache: RefusalCache = { worlds: new Map(), topics: new Map() }
  const queue: SessionAudit[] = []
  // Calibration: a peer gets one gold-standard session at a time, blind (it looks like any other).
  let goldOffered = false
  for (const fact of facts.values()) {
    const offerGold = !goldOffered && gold.has(fact.session.id) && isAuditable(fact, now)
    // Blind double review: a sampled session waits for a second peer, who is not told (nor shown the first audit).
    const offerDouble = doubles.has(fact.session.id) && isAuditable(fact, now)
    if (!offerGold && !offerDouble && !needsAuditFrom(standing.level, fact, now)) continue
    if (offerGold) goldOffered = true
    if ((await auditRefusalFor(user, standing, fact, cache)) === null) queue.push(fact)
    if (queue.length >= 25) break
  }
  return queue
}

export type AuditRow = {
  id: number
  userId: number
  auditorId: number
  sessionId: number
  sessionTitle: string
  rubricVersion: string
  answers: Record<string, unknown>
  internalNotes: string | null
  rating: string
  poor: boolean
  escalated: boolean
  auditLevel: string
  needsReview: boolean
  replyComment: string | null
  replySubmittedAt: DateTime | null
  replyRating: number | null
  verifiedAt: DateTime | null
  verifierId: number | null
  createdAt: DateTime
  auditorName: string
  tutorName: string
}

function toAudit(row: any): AuditRow {
  const details = JSON.parse(row.details ?? '{}') as { version?: string; answers?: Record<string, unknown> }
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    auditorId: Number(row.auditor_id),
    sessionId: Number(row.session_id),
    sessionTitle: row.session_title,
    rubricVersion: details.version ?? '',
    answers: details.answers ?? {},
    internalNotes: row.internal_notes,
    rating: row.rating,
    poor: Boolean(row.poor),
    escalated: Boolean(row.escalated),
    auditLevel: row.audit_level,
    needsReview: Boolean(row.needs_review),
    replyComment: row.reply_comment,
    replySubmittedAt: fromDbTime(row.reply_submitted_at),
    replyRating: row.reply_rating === null ? null : Number(row.reply_rating),
    verifiedAt: fromDbTime(row.verified_at),
    verifierId: row.verifier_id === null ? null : Number(row.verifier_id),
    createdAt: fromDbTime(row.created_at)!,
    auditorName: row.auditor_name,
    tutorName: row.tutor_name,
  }
}

function auditQuery() {
  return db
    .from('tutor_audits as a')
    .join('tutoring_sessions as s', 's.id', 'a.session_id')
    .join('users as au', 'au.id', 'a.auditor_id')
    .join('users as tu', 'tu.id', 'a.user_id')
    .select('a.*', 's.title as session_title', 'au.name as auditor_name', 'tu.name as tutor_name')
}

export async function findAudit(id: number): Promise<AuditRow | null> {
  const row = await auditQuery().where('a.id', id).first()
  return row ? toAudit(row) : null
}

/** Audits of sessions a tutor hosted (main host), newest first. */
export async function auditsReceivedBy(userId: number): Promise<AuditRow[]> {
  const rows = await auditQuery().where('a.user_id', userId).orderBy('a.id', 'desc').limit(50)
  return rows.map(toAudit)
}

export async function auditsWrittenBy(userId: number): Promise<AuditRow[]> {
  const rows = await auditQuery().where('a.auditor_id', userId).orderBy('a.id', 'desc').limit(50)
  return rows.map(toAudit)
}

export async function auditsNeedingReview(): Promise<AuditRow[]> {
  const rows = await auditQuery().where('a.needs_review', true).orderBy('a.id', 'asc').limit(100)
  return rows.map(toAudit)
}

export async function recentAudits(): Promise<AuditRow[]> {
  const rows = await auditQuery().orderBy('a.id', 'desc').limit(30)
  return rows.map(toAudit)
}

/** The tutor's sessions of the recording window they can attach a recording to, newest first. */
export async function hostedRecentSessions(userId: number, now = DateTime.utc()): Promise<SessionRow[]> {
  const rows = await db
    .from('tutoring_sessions')
    .where('user_id', userId)
    .whereNull('deleted_at')
    .whereNull('canceled_at')
    .where('end_date', '<=', sqlTime(now))
    .where('end_date', '>=', sqlTime(now.minus({ days: RECORDING_EXPIRY_DAYS })))
    .orderBy('end_date', 'desc')
    .limit(20)
    .select(SESSION_COLUMNS)
  return rows.map(toSession)
}

export type AuditorOverviewRow = Awaited<ReturnType<typeof auditorsOverview>>[number]

/** Everyone who has written an audit or has a mentor's note, with their level (the admin page). */
export async function auditorsOverview() {
  const [auditors, noted] = await Promise.all([db.from('tutor_audits').distinct('auditor_id'), db.from('auditor_notes').distinct('subject_user_id')])
  const ids = [...new Set([...auditors.map((row: any) => Number(row.auditor_id)), ...noted.map((row: any) => Number(row.subject_user_id))])].slice(0, 200)
  const levels = await auditorLevelsOf(ids)
  const calibration = await calibrationOf(ids)
  const users = ids.length ? await db.from('users').whereIn('id', ids).select('id', 'name', 'username') : []
  const written = ids.length ? await db.from('tutor_audits').whereIn('auditor_id', ids).groupBy('auditor_id').select('auditor_id').count('* as total') : []
  return users
    .map((user: any) => {
      const id = Number(user.id)
      const standing = levels.get(id)!
      return {
        userId: id,
        name: user.name as string,
        username: user.username as string,
        level: standing.level,
        acceptedAudits: standing.acceptedAudits,
        writtenAudits: Number(written.find((row: any) => Number(row.auditor_id) === id)?.total ?? 0),
        verified: standing.verified,
        calibration: calibration.get(id)!,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
